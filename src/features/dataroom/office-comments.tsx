import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { MessageComposer } from '@/components/message-composer'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import type { OfficeComment } from '@/contracts/dataroom'
import { dataroomFilePaths } from '@/contracts/dataroom-catalogue'
import { api } from '@/lib/api/client'
import { formatDateTime } from '@/lib/format'
import { notify } from '@/lib/notify'
import { useOnline } from '@/lib/online'
import { dataroomQueries } from './queries'
import { QueryStates } from './query-states'

/** Staff: comments on the office (escritorio-comentarios), newest first, each with who wrote it and when. */
export function OfficeComments({ office }: { office: number }) {
  const online = useOnline()
  const queryClient = useQueryClient()
  const query = useQuery(dataroomQueries.comments(office))
  const add = useMutation({
    mutationFn: (comentario: string) =>
      api.post<{ value: OfficeComment }>(dataroomFilePaths.comments, { id_escritorio: office, comentario }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataroomQueries.comments(office).queryKey }),
    onError: (error) => notify({ text: error.message, color: 'danger' }),
  })
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base text-foreground">Comentários da equipe</CardTitle>
        <p className="text-sm text-muted-foreground">Visíveis só para a equipe da plataforma.</p>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        <MessageComposer
          label="Novo comentário"
          placeholder="Escreva um comentário sobre o escritório"
          maxLength={2000}
          disabledReason={online ? null : 'Comentários precisam de conexão.'}
          onSend={(text) => add.mutate(text)}
        />
        <QueryStates query={query} empty="Nenhum comentário" columns={2}>
          {(rows) => (
            <ul className="grid max-h-96 grid-cols-1 gap-3 overflow-y-auto" aria-label="Comentários">
              {rows.map((c) => (
                <li key={c.id} className="rounded-md border bg-card px-3 py-2 text-sm" data-testid="comentario">
                  <p className="whitespace-pre-wrap break-words">{c.comentario}</p>
                  <p className="mt-1 text-xs text-muted-foreground">
                    {c.autor} · <span className="tabular">{formatDateTime(c.criado_em)}</span>
                  </p>
                </li>
              ))}
            </ul>
          )}
        </QueryStates>
      </CardContent>
    </Card>
  )
}
