import type { Message } from '@/contracts/assistant'
import { AnswerActions, Sources, ThinkingStep } from './answer-parts'
import { Markdown } from './markdown'
import type { LiveAnswer } from './use-answer'

function Question({ text }: { text: string }) {
  return (
    <div className="flex justify-end">
      <p className="max-w-[85%] whitespace-pre-wrap rounded-lg bg-brand px-3 py-2 text-sm text-brand-foreground">
        {text}
      </p>
    </div>
  )
}

function Answer({ message, onRetry }: { message: Message; onRetry?: () => void }) {
  return (
    <article aria-label="Resposta do assistente" className="space-y-2 rounded-lg border bg-card p-3">
      <ThinkingStep steps={message.raciocinio} active={false} />
      <Markdown text={message.conteudo} />
      <Sources fontes={message.fontes} />
      <AnswerActions text={message.conteudo} onRetry={onRetry} />
    </article>
  )
}

function Streaming({ live, onRetry }: { live: LiveAnswer; onRetry?: () => void }) {
  return (
    <>
      {live.pergunta ? <Question text={live.pergunta} /> : null}
      <article
        aria-label="Resposta do assistente"
        aria-busy={live.emAndamento}
        className="space-y-2 rounded-lg border bg-card p-3"
      >
        <ThinkingStep steps={live.pensamento} active={live.emAndamento && !live.resposta} />
        {live.resposta ? (
          <section aria-label="Resposta">
            <Markdown text={live.resposta} />
          </section>
        ) : null}
        <Sources fontes={live.fontes} />
        {live.erro ? (
          <div role="alert" className="space-y-2 text-sm text-danger">
            <p>{live.erro}</p>
            <AnswerActions text={live.erro} onRetry={onRetry} />
          </div>
        ) : null}
      </article>
    </>
  )
}

/** The conversation: questions on the right, answers with their thinking step, sources and actions. */
export function MessageList({
  messages,
  live,
  onRetry,
}: {
  messages: Message[]
  live: LiveAnswer | null
  /** Absent while the assistant cannot answer (no provider): nothing to retry with. */
  onRetry?: () => void
}) {
  const lastAnswer = live ? -1 : messages.findLastIndex((m) => m.papel === 'assistant')
  return (
    <div className="space-y-4">
      {messages.map((m, i) =>
        m.papel === 'user' ? (
          <Question key={m.id} text={m.conteudo} />
        ) : (
          <Answer key={m.id} message={m} onRetry={i === lastAnswer ? onRetry : undefined} />
        ),
      )}
      {live ? <Streaming live={live} onRetry={onRetry} /> : null}
    </div>
  )
}
