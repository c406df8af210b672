import { requestStateInfo } from '@/contracts/bpo-request-paths'
import type { RequestMessage } from '@/contracts/bpo-requests'
import { formatDateTime } from '@/lib/format'

/** A message that only records a state change (its text is 'from → to'), not one somebody wrote. */
export const isMove = (m: RequestMessage) =>
  m.de !== null && m.para !== null && m.texto === `${requestStateInfo(m.de).label} → ${requestStateInfo(m.para).label}`

const roleLabel = (papel: string | null) => (papel === 'equipe' ? 'BPO' : papel === 'gestor' ? 'Escritório' : '')

/** A request's conversation, newest last: messages with who and when; state changes as short lines between them. */
export function RequestConversation({ messages }: { messages: RequestMessage[] }) {
  if (messages.length === 0) return <p className="text-sm text-muted-foreground">Nenhuma mensagem ainda.</p>
  return (
    <ol aria-label="Conversa" className="grid gap-2">
      {messages.map((m) =>
        isMove(m) ? (
          <li key={m.id} className="text-center text-xs text-muted-foreground" data-testid="mudanca-situacao">
            {m.texto} · {m.autor ?? ''} · {formatDateTime(m.enviado_em)}
          </li>
        ) : (
          <li
            key={m.id}
            data-testid="mensagem"
            className={
              m.papel === 'equipe'
                ? 'mr-8 rounded-lg border bg-card px-3 py-2 text-sm'
                : 'ml-8 rounded-lg border bg-muted px-3 py-2 text-sm'
            }
          >
            <p className="mb-0.5 text-xs text-muted-foreground">
              <span className="font-medium text-foreground">{m.autor ?? 'Usuário'}</span>
              {roleLabel(m.papel) ? ` · ${roleLabel(m.papel)}` : ''} · {formatDateTime(m.enviado_em)}
            </p>
            <p className="whitespace-pre-wrap break-words">{m.texto}</p>
            {m.de !== null && m.para !== null ? (
              <p className="mt-1 text-xs text-muted-foreground">A requisição passou para a observação do cliente.</p>
            ) : null}
          </li>
        ),
      )}
    </ol>
  )
}
