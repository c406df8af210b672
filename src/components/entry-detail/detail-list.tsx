import type { z } from 'zod'
import { ScrollRegion } from '@/components/scroll-region'
import { SpacerRow, useVirtualTable } from '@/components/virtual-table'
import type { DetailColumn, detailRow } from '@/contracts/financial'
import { cn } from '@/lib/cn'
import { alignOf, DetailCell, detailColumnClass } from './detail-cell'

type Row = z.infer<typeof detailRow>

const ROW_HEIGHT = 37
/** Room for the 60 characters an observation shows before it is cut (§9). */
const OBSERVATION_WIDTH = 'w-[22rem]'
const head = 'sticky top-0 z-10 border-b bg-muted px-3 py-2 text-xs font-semibold text-muted-foreground'
const cell = 'truncate border-b px-3 py-2'

/**
 * Entries (of a DRE cell, of a commission month) in the columns the server sends (§3 "The server may supply its own columns");
 * virtualised (spacer rows) because a cell can hold thousands of entries.
 */
export function DetailList({ columns, rows }: { columns: DetailColumn[]; rows: Row[] }) {
  const { scrollRef, items, top, bottom } = useVirtualTable<HTMLDivElement>({
    count: rows.length,
    rowHeight: ROW_HEIGHT,
  })
  return (
    <ScrollRegion ref={scrollRef} label="Lançamentos" className="min-h-0 flex-1 border-t">
      <table className="w-full min-w-[68rem] table-fixed border-separate border-spacing-0 text-sm tabular">
        <colgroup>
          {columns.map((c) => (
            <col key={c.key} className={c.key === 'observacoes' ? OBSERVATION_WIDTH : detailColumnClass[c.type]} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {columns.map((c, i) => (
              <th key={c.key} scope="col" className={cn(head, alignOf(c.type), i === 0 && 'pl-6')}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <SpacerRow height={top} colSpan={columns.length} />
          {items.map((item) => {
            const row = rows[item.index]
            if (!row) return null
            return (
              <tr key={row.id} data-testid="detalhe-linha" className="hover:bg-muted/50" style={{ height: ROW_HEIGHT }}>
                {columns.map((c, i) => (
                  <td key={c.key} data-coluna={c.key} className={cn(cell, alignOf(c.type), i === 0 && 'pl-6')}>
                    <DetailCell column={c} value={row[c.key]} />
                  </td>
                ))}
              </tr>
            )
          })}
          <SpacerRow height={bottom} colSpan={columns.length} />
        </tbody>
      </table>
    </ScrollRegion>
  )
}
