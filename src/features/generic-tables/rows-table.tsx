import { ArrowDown, ArrowUp } from 'lucide-react'
import { EditRemoveCell } from '@/components/edit-remove-cell'
import { ScrollRegion } from '@/components/scroll-region'
import { SpacerRow, useVirtualTable } from '@/components/virtual-table'
import type { GenericRow, GenericTable } from '@/contracts/generic-tables'
import { cn } from '@/lib/cn'
import { formatCell, isNumeric } from './field-values'

const ROW_HEIGHT = 41
const head = 'sticky top-0 z-10 border-b bg-muted px-3 py-2 text-xs font-semibold text-muted-foreground'
const cell = 'max-w-72 truncate border-b px-3 py-2'

export type Sort = { ordem?: string; direcao: 'asc' | 'desc' }

type Props = {
  table: GenericTable
  rows: GenericRow[]
  sort: Sort
  onSort: (sort: Sort) => void
  onEdit: (row: GenericRow) => void
  onRemove: (row: GenericRow) => void
  onNearEnd: () => void
  disabled?: boolean
}

/** A generic table's rows, virtualised; numbers right-aligned and formatted pt-BR; a header click sorts. */
export function RowsTable({ table, rows, sort, onSort, onEdit, onRemove, onNearEnd, disabled }: Props) {
  const { scrollRef, items, top, bottom } = useVirtualTable<HTMLElement>({
    count: rows.length,
    rowHeight: ROW_HEIGHT,
    onNearEnd,
  })
  const columns = table.fields.filter((f) => !f.hidden)
  const key = table.primary_key
  const colSpan = columns.length + 2
  return (
    <ScrollRegion
      ref={scrollRef}
      label={table.label}
      className="max-h-[calc(100dvh-20rem)] min-h-64 rounded-xl border bg-card shadow-sm"
    >
      <table
        className="w-full min-w-max border-separate border-spacing-0 text-sm"
        aria-label={table.label}
        aria-rowcount={rows.length + 1}
      >
        <thead>
          <tr>
            <th className={cn(head, 'w-16 text-right')}>{key.toUpperCase()}</th>
            {columns.map((field) => {
              const active = (sort.ordem ?? '') === field.col_name
              const direction = active && sort.direcao === 'asc' ? 'desc' : 'asc'
              return (
                <th
                  key={field.col_name}
                  className={cn(head, isNumeric(field) ? 'text-right' : 'text-left')}
                  aria-sort={active ? (sort.direcao === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  <button
                    type="button"
                    className="inline-flex items-center gap-1 hover:text-foreground"
                    onClick={() => onSort({ ordem: field.col_name, direcao: direction })}
                  >
                    {field.label}
                    {active ? (
                      sort.direcao === 'asc' ? (
                        <ArrowUp className="size-3" aria-hidden />
                      ) : (
                        <ArrowDown className="size-3" aria-hidden />
                      )
                    ) : null}
                  </button>
                </th>
              )
            })}
            <th className={cn(head, 'w-24 text-right')}>
              <span className="sr-only">Ações</span>
            </th>
          </tr>
        </thead>
        <tbody>
          <SpacerRow height={top} colSpan={colSpan} />
          {items.map((item) => {
            const row = rows[item.index]
            const id = String(row[key])
            return (
              <tr key={id} aria-rowindex={item.index + 2} data-testid="registro" style={{ height: ROW_HEIGHT }}>
                <td className={cn(cell, 'text-right tabular text-muted-foreground')}>{id}</td>
                {columns.map((field) => {
                  const text = formatCell(field, row[field.col_name])
                  return (
                    <td
                      key={field.col_name}
                      className={cn(cell, isNumeric(field) && 'text-right tabular')}
                      title={text}
                    >
                      {text}
                    </td>
                  )
                })}
                <EditRemoveCell
                  className={cn(cell, 'py-1 text-right')}
                  label={`registro ${id}`}
                  disabled={disabled}
                  onEdit={() => onEdit(row)}
                  onRemove={() => onRemove(row)}
                />
              </tr>
            )
          })}
          <SpacerRow height={bottom} colSpan={colSpan} />
        </tbody>
      </table>
    </ScrollRegion>
  )
}
