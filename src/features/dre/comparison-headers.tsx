import { Fragment } from 'react'
import { cn } from '@/lib/cn'

export const comparisonHead =
  'whitespace-nowrap border-b bg-muted px-3 py-2 text-right text-xs font-semibold text-muted-foreground'

/** The second header row of a version comparison: Atual, Temporária and Δ under every column (Δ % where asked). */
export function ComparisonSubHeaders({
  columns,
  withPercent,
}: {
  columns: { key: string }[]
  withPercent?: (key: string) => boolean
}) {
  return (
    <tr>
      {columns.map((c) => (
        <Fragment key={c.key}>
          <th scope="col" className={cn(comparisonHead, 'min-w-28 border-l')}>
            Atual
          </th>
          <th scope="col" className={cn(comparisonHead, 'min-w-28')}>
            Temporária
          </th>
          <th scope="col" className={cn(comparisonHead, 'min-w-24')}>
            Δ
          </th>
          {withPercent?.(c.key) ? (
            <th scope="col" className={cn(comparisonHead, 'min-w-20')}>
              Δ %
            </th>
          ) : null}
        </Fragment>
      ))}
    </tr>
  )
}
