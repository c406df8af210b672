import { SendHorizontal, Square } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'

/**
 * A send box (the assistant's questions, room messages): Enter sends, Shift+Enter breaks the line; with
 * `onStop`, 'Parar' while `streaming`. `disabledReason` disables it and says why under it.
 */
export function MessageComposer({
  label,
  placeholder,
  maxLength,
  disabledReason,
  streaming = false,
  onSend,
  onStop,
}: {
  label: string
  placeholder: string
  maxLength: number
  disabledReason: string | null
  streaming?: boolean
  onSend: (text: string) => void
  onStop?: () => void
}) {
  const reasonId = useId()
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
          aria-label={label}
          placeholder={placeholder}
          className="min-h-10 flex-1 resize-none rounded-md border bg-card px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60"
          rows={2}
          maxLength={maxLength}
          value={text}
          disabled={disabledReason !== null}
          aria-describedby={disabledReason ? reasonId : undefined}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault()
              send()
            }
          }}
        />
        {streaming && onStop ? (
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
        <p id={reasonId} className="text-xs text-muted-foreground">
          {disabledReason}
        </p>
      ) : null}
    </form>
  )
}
