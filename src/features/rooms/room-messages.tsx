import { useVirtualizer } from '@tanstack/react-virtual'
import { CheckCheck } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Button } from '@/components/ui/button'
import type { RoomMessage, RoomReceipt } from '@/contracts/rooms'
import { cn } from '@/lib/cn'
import { formatMessageTime } from './message-time'
import { readersAt } from './room-rules'

/**
 * A room's messages, oldest at the top; only the lines on screen are drawn (a room can hold hundreds), and the
 * view follows the newest one as it arrives.
 */
export function RoomMessages({
  messages,
  receipts,
  peer,
  userId,
  older,
}: {
  messages: RoomMessage[]
  /** Who read up to which message: shown discreetly under that message. */
  receipts: RoomReceipt[]
  peer: boolean
  userId: number
  /** 'Carregar mensagens anteriores', while older ones remain on the server. */
  older: { loading: boolean; load: () => void } | null
}) {
  const scroller = useRef<HTMLDivElement>(null)
  const readers = readersAt(messages, receipts, userId)
  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 72,
    overscan: 8,
    getItemKey: (index) => messages[index].id,
  })
  // Follows the newest line as it arrives (not when older ones are loaded above).
  const newest = messages.at(-1)?.id
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when the newest message changes
  useEffect(() => {
    if (messages.length > 0) virtualizer.scrollToIndex(messages.length - 1, { align: 'end' })
  }, [newest, virtualizer])

  if (messages.length === 0) {
    return <p className="p-4 text-center text-sm text-muted-foreground">Nenhuma mensagem ainda. Escreva a primeira.</p>
  }
  return (
    <div
      ref={scroller}
      role="log"
      aria-label="Mensagens"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the message log scrolls by keyboard.
      tabIndex={0}
      className="scrollbars-visible min-h-0 flex-1 overflow-y-auto focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {older ? (
        // Height 0: the button floats over the first lines, so the list's offsets stay the virtualizer's own.
        <div className="sticky top-0 z-10 flex h-0 justify-center overflow-visible pt-2">
          <Button variant="outline" size="sm" loading={older.loading} onClick={older.load}>
            Carregar mensagens anteriores
          </Button>
        </div>
      ) : null}
      <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const m = messages[item.index]
          const mine = m.id_usuario === userId
          return (
            <div
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              className="absolute left-0 top-0 w-full px-3 py-1"
              style={{ transform: `translateY(${item.start}px)` }}
            >
              <div
                data-testid="mensagem-sala"
                className={cn(
                  'w-fit max-w-[85%] rounded-lg px-3 py-2 text-sm sm:max-w-[70%]',
                  mine ? 'ml-auto bg-brand text-brand-foreground' : 'bg-muted',
                )}
              >
                {mine ? null : <p className="text-xs font-semibold">{m.autor}</p>}
                <p className="whitespace-pre-wrap break-words">{m.texto}</p>
                <p className="mt-0.5 text-right text-[11px] opacity-75 tabular">{formatMessageTime(m.data_criacao)}</p>
              </div>
              {readers.has(m.id) ? (
                <p
                  data-testid="leitura-sala"
                  className={cn(
                    'mt-0.5 flex items-center gap-1 text-[11px] text-muted-foreground',
                    mine && 'justify-end',
                  )}
                >
                  <CheckCheck className="size-3" aria-hidden />
                  {peer ? 'Visto' : `Visto por ${readers.get(m.id)?.join(', ')}`}
                </p>
              ) : null}
            </div>
          )
        })}
      </div>
    </div>
  )
}
