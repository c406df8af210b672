import { queryOptions, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { NativeSelect } from '@/components/ui/native-select'
import { paths } from '@/contracts/paths'
import { type AuditEntry, auditResponse } from '@/contracts/settings'
import { requestParsed } from '@/lib/api/client'
import { formatDateTime } from '@/lib/format'
import { ErrorState } from '../shell/page-states'

export const auditQueries = {
  list: (office: number | null, entidade: string) =>
    queryOptions({
      queryKey: ['audit', office, entidade],
      queryFn: () =>
        requestParsed(auditResponse, 'GET', paths.audit, {
          query: { id_escritorio: office ?? undefined, entidade: entidade || undefined },
        }).then((r) => r.value),
    }),
}

const entities = [
  'escritorio',
  'tema',
  'permissao',
  'usuario',
  'profissional',
  'disclaimer',
  'relatorio',
  'cliente',
  'comunicado',
  'visao',
  'envio',
  'tabela_generica',
]

const show = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 1))

/** Staff: who changed what, when, with the values before and after (newest first). */
export function AuditList({ officeId }: { officeId: number | null }) {
  const [entidade, setEntidade] = useState('')
  const { data = [], isError, error } = useQuery(auditQueries.list(officeId, entidade))
  if (isError) return <ErrorState message={error.message} />
  return (
    <div className="space-y-3">
      <div className="flex items-center gap-2 text-sm">
        <label htmlFor="auditoria-entidade">Tipo</label>
        <NativeSelect
          id="auditoria-entidade"
          value={entidade}
          onChange={(e) => setEntidade(e.target.value)}
          className="w-48"
        >
          <option value="">Todos</option>
          {entities.map((e) => (
            <option key={e} value={e}>
              {e}
            </option>
          ))}
        </NativeSelect>
        <span className="text-muted-foreground">{officeId ? `Escritório #${officeId}` : 'Todos os escritórios'}</span>
      </div>
      <ul className="divide-y rounded-lg border bg-card">
        {data.map((entry: AuditEntry) => (
          <li key={entry.id} className="grid gap-1 p-3 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{entry.usuario ?? 'Sistema'}</span>
              <span className="rounded bg-muted px-1.5 text-xs">{entry.acao}</span>
              <span className="text-muted-foreground">
                {entry.entidade} {entry.id_entidade ? `#${entry.id_entidade}` : ''}
                {entry.id_escritorio ? ` · escritório #${entry.id_escritorio}` : ''}
              </span>
              <time className="ml-auto text-xs text-muted-foreground">{formatDateTime(entry.data_registro)}</time>
            </div>
            <details className="text-xs">
              <summary className="cursor-pointer text-muted-foreground">Antes e depois</summary>
              <div className="mt-1 grid gap-2 md:grid-cols-2">
                <pre className="overflow-x-auto rounded bg-muted p-2">{show(entry.antes)}</pre>
                <pre className="overflow-x-auto rounded bg-muted p-2">{show(entry.depois)}</pre>
              </div>
            </details>
          </li>
        ))}
        {data.length === 0 ? (
          <li className="p-6 text-center text-sm text-muted-foreground">Nenhuma alteração registrada</li>
        ) : null}
      </ul>
    </div>
  )
}
