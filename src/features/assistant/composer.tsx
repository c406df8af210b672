import { SendHorizontal, Square } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { MAX_QUESTION_CHARS } from '@/contracts/assistant'

/** The send box: Enter sends, Shift+Enter breaks the line; 'Parar' while an answer streams. */
export function Composer({
  disabledReason,
  streaming,
  onSend,
  onStop,
}: {
  disabledReason: string | null
  streaming: boolean
  onSend: (text: string) => void
  onStop: () => void
}) {
  const [text, setText] = useState('')
  const send = () => {
    const question = text.trim()
    if (!question || disabledReason || streaming) return
    onSend(question)
    setText('')
  }
  return (
    <form
      className="space-y-1"
      onSubmit={(e) => {
        e.preventDefault()
        send()
      }}
    >
      <div className="flex items-end gap-2">
        <textarea
          aria-label="Pergunta"
          placeholder="Pergunte sobre a DRE ou os clientes do escritório…"
          className="min-h-10 flex-1 resize-none rounded-md border bg-card px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60"
          rows={2}
          maxLength={MAX_QUESTION_CHARS}
          value={text}
          disabled={disabledReason !== null}
          aria-describedby={disabledReason ? 'motivo-envio' : undefined}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault()
              send()
            }
          }}
        />
        {streaming ? (
          <Button type="button" variant="outline" onClick={onStop}>
            <Square aria-hidden />
            Parar
          </Button>
        ) : (
          <Button type="submit" disabled={disabledReason !== null || !text.trim()}>
            <SendHorizontal aria-hidden />
            Enviar
          </Button>
        )}
      </div>
      {disabledReason ? (
        <p id="motivo-envio" className="text-xs text-muted-foreground">
          {disabledReason}
        </p>
      ) : null}
    </form>
  )
}
