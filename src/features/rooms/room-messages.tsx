import { useVirtualizer } from '@tanstack/react-virtual'
import { useEffect, useRef } from 'react'
import type { RoomMessage } from '@/contracts/rooms'
import { cn } from '@/lib/cn'
import { formatMessageTime } from './message-time'

/**
 * A room's messages, oldest at the top; only the lines on screen are drawn (a room can hold hundreds), and the
 * view follows the newest one as it arrives.
 */
export function RoomMessages({ messages, userId }: { messages: RoomMessage[]; userId: number }) {
  const scroller = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 72,
    overscan: 8,
    getItemKey: (index) => messages[index].id,
  })
  useEffect(() => {
    if (messages.length > 0) virtualizer.scrollToIndex(messages.length - 1, { align: 'end' })
  }, [messages.length, virtualizer])

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
            </div>
          )
        })}
      </div>
    </div>
  )
}
