import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { NativeSelect } from '@/components/ui/native-select'
import type { ClientErrorGroup, ClientErrorKind } from '@/contracts/client-errors'
import { formatCountOf, formatDateTime } from '@/lib/format'
import { ErrorState } from '../shell/page-states'
import { UserName } from '../users/user-name'
import { clientErrorQueries } from './client-error-queries'

const kindLabels: Record<ClientErrorKind, string> = {
  erro: 'Erro',
  rejeicao: 'Promessa rejeitada',
  chunk: 'Falha ao carregar página',
  http: 'Falha no servidor',
}
const periods = [
  { dias: 1, label: 'Últimas 24 horas' },
  { dias: 7, label: 'Últimos 7 dias' },
  { dias: 30, label: 'Últimos 30 dias' },
]

/** Staff: the web app's error reports (§7 "Other"), one row per fingerprint, the most recent first. */
export function ClientErrorList({ officeId }: { officeId: number | null }) {
  const [dias, setDias] = useState(7)
  const { data, isPending, isError, error } = useQuery(clientErrorQueries.list(officeId, dias))
  if (isError) return <ErrorState message={error.message} />
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <label htmlFor="erros-periodo">Período</label>
        <NativeSelect
          id="erros-periodo"
          value={dias}
          onChange={(e) => setDias(Number(e.target.value))}
          className="w-48"
        >
          {periods.map((p) => (
            <option key={p.dias} value={p.dias}>
              {p.label}
            </option>
          ))}
        </NativeSelect>
        <span className="text-muted-foreground">{officeId ? `Escritório #${officeId}` : 'Todos os escritórios'}</span>
      </div>
      <ul className="divide-y rounded-lg border bg-card" aria-busy={isPending}>
        {(data ?? []).map((group) => (
          <ErrorGroupItem key={group.fingerprint} group={group} />
        ))}
        {data?.length === 0 ? (
          <li className="p-6 text-center text-sm text-muted-foreground">Nenhum erro relatado no período</li>
        ) : null}
      </ul>
    </div>
  )
}

function ErrorGroupItem({ group }: { group: ClientErrorGroup }) {
  return (
    <li className="grid gap-1 p-3 text-sm" data-testid="erro-grupo">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="danger">
          {kindLabels[group.tipo]}
          {group.status_http ? ` ${group.status_http}` : ''}
        </Badge>
        <span className="min-w-0 flex-1 break-words font-medium">{group.mensagem}</span>
        <span className="tabular text-xs" data-testid="erro-quantidade">
          {formatCountOf(group.quantidade, 'ocorrência', 'ocorrências')}
        </span>
      </div>
      <div className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <span>
          Última: <time dateTime={group.ultima}>{formatDateTime(group.ultima)}</time>
        </span>
        <span>Rota: {group.rota || '—'}</span>
        <span>
          Usuário: {group.usuario ? <UserName username={group.usuario} /> : 'sem login'}
          {group.usuarios > 1 ? ` e mais ${group.usuarios - 1}` : ''}
        </span>
        {group.escritorio ? <span>{group.escritorio}</span> : null}
        <span>Versão: {group.release || '—'}</span>
      </div>
    </li>
  )
}
