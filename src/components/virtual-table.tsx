import { useVirtualizer } from '@tanstack/react-virtual'
import { useEffect, useRef } from 'react'

type Options = {
  count: number
  rowHeight: number
  overscan?: number
  /** Called when the drawn rows come within `prefetchRows` of the end: the list loads more. */
  onNearEnd?: () => void
  prefetchRows?: number
}

/**
 * A virtualized table: the ref of its scroll element, the rows to draw and the empty space above and below them
 * (drawn with SpacerRow), so a list of any length draws only what is on screen.
 */
export function useVirtualTable<S extends HTMLElement>({
  count,
  rowHeight,
  overscan = 12,
  onNearEnd,
  prefetchRows = 20,
}: Options) {
  const scrollRef = useRef<S>(null)
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan,
  })
  const items = virtualizer.getVirtualItems()
  const top = items[0]?.start ?? 0
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0)
  const last = items.at(-1)?.index ?? 0
  useEffect(() => {
    if (onNearEnd && last >= count - prefetchRows) onNearEnd()
  }, [last, count, prefetchRows, onNearEnd])
  return { scrollRef, items, top, bottom }
}

/** An empty row that keeps the scroll height of the rows not drawn. */
export function SpacerRow({ height, colSpan }: { height: number; colSpan: number }) {
  if (height <= 0) return null
  return (
    <tr aria-hidden>
      <td colSpan={colSpan} style={{ height }} />
    </tr>
  )
}
