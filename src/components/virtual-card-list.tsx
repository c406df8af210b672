import type { ReactNode } from 'react'
import { ScrollRegion } from '@/components/scroll-region'
import { useVirtualTable } from '@/components/virtual-table'
import { cn } from '@/lib/cn'

type Props<T> = {
  /** What the list holds, read by screen readers (the scroll region and the list). */
  label: string
  rows: readonly T[]
  keyOf: (row: T) => string | number
  /** Every card has this height (px), so only the cards on screen are drawn. */
  cardHeight: number
  /** The test id of each card's item. */
  itemTestId: string
  /** The scroll region's height on its page, e.g. `max-h-[calc(100dvh-12rem)]`. */
  className?: string
  renderCard: (row: T) => ReactNode
  /** Reads further rows when the list nears the end of those read so far. */
  onNearEnd?: () => void
}

/** A long list on a phone: one fixed-height card per row in a scroll region, virtualised like the tables. */
export function VirtualCardList<T>(props: Props<T>) {
  const { label, rows, keyOf, cardHeight, itemTestId, className, renderCard, onNearEnd } = props
  const { scrollRef, items, top, bottom } = useVirtualTable<HTMLElement>({
    count: rows.length,
    rowHeight: cardHeight,
    onNearEnd,
  })
  return (
    <ScrollRegion ref={scrollRef} label={label} className={cn('min-h-72 rounded-xl border bg-muted/40', className)}>
      <ul aria-label={label} style={{ paddingTop: top, paddingBottom: bottom }} className="grid px-2">
        {items.map((item) => {
          const row = rows[item.index]
          return (
            <li key={keyOf(row)} data-testid={itemTestId} style={{ height: cardHeight }} className="py-1">
              {renderCard(row)}
            </li>
          )
        })}
      </ul>
    </ScrollRegion>
  )
}
