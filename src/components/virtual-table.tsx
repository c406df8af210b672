import type { Virtualizer } from '@tanstack/react-virtual'

/** The rows to draw of a virtualized table and the empty space above and below them. */
export function virtualRows<S extends Element>(virtualizer: Virtualizer<S, Element>) {
  const items = virtualizer.getVirtualItems()
  const top = items[0]?.start ?? 0
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0)
  return { items, top, bottom }
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
