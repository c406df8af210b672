import { useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { envelope } from '@/contracts/envelope'
import { paths } from '@/contracts/paths'
import { suggestion } from '@/contracts/suggestions'
import { requestParsed } from '@/lib/api/client'
import { formatDateTime } from '@/lib/format'
import { ErrorState } from '../shell/page-states'

const response = envelope(z.array(suggestion))

/** Staff read the suggestions sent from every office ('Enviar sugestão'). */
export function SuggestionList() {
  const {
    data = [],
    isError,
    error,
  } = useQuery({
    queryKey: ['suggestions'],
    queryFn: () => requestParsed(response, 'GET', paths.suggestions).then((r) => r.value),
  })
  if (isError) return <ErrorState message={error.message} />
  return (
    <ul className="divide-y rounded-lg border bg-card">
      {data.map((s) => (
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
      {data.length === 0 ? (
        <li className="p-6 text-center text-sm text-muted-foreground">Nenhuma sugestão recebida</li>
      ) : null}
    </ul>
  )
}
