import { formatDateTime } from '@/lib/format'
import { ErrorState } from '../shell/page-states'
import { useSuggestions } from '../suggestions/suggestions-data'

/** Staff read the suggestions sent from every office ('Enviar sugestão'), kept in this browser too. */
export function SuggestionList() {
  const { rows, refreshFailed, refreshError } = useSuggestions()
  if (refreshFailed && rows?.length === 0) return <ErrorState message={refreshError?.message ?? ''} />
  return (
    <ul className="divide-y rounded-lg border bg-card">
      {(rows ?? []).map((s) => (
        <li key={s.id} className="grid gap-1 p-3 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{s.subject}</span>
            <span className="text-muted-foreground">
              {s.autor}
              {s.nome_escritorio ? ` · ${s.nome_escritorio}` : ''}
              {s.origem ? ` · ${s.origem}` : ''}
            </span>
            <time className="ml-auto text-xs text-muted-foreground">{formatDateTime(s.data_criacao)}</time>
          </div>
          {s.report ? <p className="whitespace-pre-wrap text-muted-foreground">{s.report}</p> : null}
        </li>
      ))}
      {rows?.length === 0 ? (
        <li className="p-6 text-center text-sm text-muted-foreground">Nenhuma sugestão recebida</li>
      ) : null}
    </ul>
  )
}
