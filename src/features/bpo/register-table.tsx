import { EditRemoveButtons, EditRemoveCell } from '@/components/edit-remove-cell'
import { ScrollRegion } from '@/components/scroll-region'
import { Badge } from '@/components/ui/badge'
import { VirtualCardList } from '@/components/virtual-card-list'
import { SpacerRow, useVirtualTable } from '@/components/virtual-table'
import type { BpoOptions } from '@/contracts/bpo'
import { cn } from '@/lib/cn'
import { useSmScreen } from '@/lib/use-media-query'
import type { RegisterUi } from './register-ui'
import { isUnsaved, type LocalRow } from './registers-data'

const ROW_HEIGHT = 41
const head = 'sticky top-0 z-10 border-b bg-muted px-3 py-2 text-left text-xs font-semibold text-muted-foreground'
const cell = 'truncate border-b px-3 py-2'

type Props = {
  ui: RegisterUi
  rows: LocalRow[]
  options: BpoOptions | undefined
  pending: Set<string>
  onEdit: (row: LocalRow) => void
  onRemove: (row: LocalRow) => void
  /** Reads the next rows from IndexedDB when the list nears the end of those read so far. */
  onNearEnd: () => void
}

/**
 * A register's rows, virtualised: an office can keep thousands of providers and the first screen still draws at
 * once. A table from 640 px on; on a phone one card per row, so no column is scrolled out of sight.
 */
export function RegisterRows(props: Props) {
  return useSmScreen() ? <RegisterTable {...props} /> : <RegisterCards {...props} />
}

function PendingBadge() {
  return (
    <Badge variant="warning" className="ml-2">
      pendente
    </Badge>
  )
}

/** Card padding and borders, the name's row (the buttons' height) and one 20 px line per other column. */
const cardHeight = (ui: RegisterUi) => 72 + 20 * (ui.columns.length - 1)

function RegisterCards({ ui, rows, options, pending, onEdit, onRemove, onNearEnd }: Props) {
  const [name, ...details] = ui.columns
  return (
    <VirtualCardList
      label={ui.title}
      rows={rows}
      keyOf={(row) => String(row.id)}
      cardHeight={cardHeight(ui)}
      itemTestId="registro"
      className="max-h-[calc(100dvh-16rem)]"
      onNearEnd={onNearEnd}
      renderCard={(row) => (
        <div className="grid h-full content-start gap-1 rounded-lg border bg-card px-3 py-2 shadow-xs">
          <div className="flex min-w-0 items-center gap-1">
            <p className="min-w-0 flex-1 truncate font-medium" title={name.value(row, options)}>
              {name.value(row, options)}
              {pending.has(String(row.id)) ? <PendingBadge /> : null}
            </p>
            <EditRemoveButtons
              className="flex shrink-0"
              label={String(row.nome)}
              disabled={isUnsaved(row)}
              onEdit={() => onEdit(row)}
              onRemove={() => onRemove(row)}
            />
          </div>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 text-xs leading-5">
            {details.map((c) => {
              const value = c.value(row, options)
              return (
                <div key={c.header} className="contents">
                  <dt className="text-muted-foreground">{c.header}</dt>
                  <dd className="truncate" title={value}>
                    {value || '—'}
                  </dd>
                </div>
              )
            })}
          </dl>
        </div>
      )}
    />
  )
}

function RegisterTable({ ui, rows, options, pending, onEdit, onRemove, onNearEnd }: Props) {
  const { scrollRef, items, top, bottom } = useVirtualTable<HTMLElement>({
    count: rows.length,
    rowHeight: ROW_HEIGHT,
    onNearEnd,
  })
  const colSpan = ui.columns.length + 1
  return (
    <ScrollRegion
      ref={scrollRef}
      label={ui.title}
      className="max-h-[calc(100dvh-18rem)] min-h-64 rounded-xl border bg-card shadow-sm"
    >
      <table
        className="w-full min-w-max table-fixed border-separate border-spacing-0 text-sm"
        aria-label={ui.title}
        aria-rowcount={rows.length + 1}
      >
        <thead>
          <tr>
            {ui.columns.map((c) => (
              <th key={c.header} className={cn(head, c.width)}>
                {c.header}
              </th>
            ))}
            <th className={cn(head, 'w-24 text-right')}>
              <span className="sr-only">Ações</span>
            </th>
          </tr>
        </thead>
        <tbody>
          <SpacerRow height={top} colSpan={colSpan} />
          {items.map((item) => {
            const row = rows[item.index]
            const unsaved = isUnsaved(row)
            const nome = String(row.nome)
            return (
              <tr
                key={String(row.id)}
                aria-rowindex={item.index + 2}
                data-testid="registro"
                style={{ height: ROW_HEIGHT }}
              >
                {ui.columns.map((c, i) => {
                  const value = c.value(row, options)
                  return (
                    <td key={c.header} className={cn(cell, i === 0 && 'font-medium')} title={value}>
                      {value}
                      {i === 0 && pending.has(String(row.id)) ? <PendingBadge /> : null}
                    </td>
                  )
                })}
                <EditRemoveCell
                  className={cn(cell, 'py-1 text-right')}
                  label={nome}
                  disabled={unsaved}
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
