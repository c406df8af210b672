import { useVirtualizer } from '@tanstack/react-virtual'
import { useRef } from 'react'
import type { z } from 'zod'
import { Tooltip } from '@/components/ui/tooltip'
import { SpacerRow, virtualRows } from '@/components/virtual-table'
import type { detailRow } from '@/contracts/financial'
import { cn } from '@/lib/cn'
import { formatDate } from '@/lib/format'
import { formatCell } from './dre-grid'
import { truncateObservation } from './observation'

type Row = z.infer<typeof detailRow>

const ROW_HEIGHT = 37
const head = 'sticky top-0 z-10 border-b bg-muted px-3 py-2 text-left text-xs font-semibold text-muted-foreground'
const cell = 'truncate border-b px-3 py-2'

/** Entries of a DRE cell; virtualised (spacer rows) because a cell can hold thousands of entries. */
export function DetailList({ rows }: { rows: Row[] }) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  })
  const { items, top, bottom } = virtualRows(virtualizer)
  return (
    <div ref={scrollRef} className="min-h-0 flex-1 overflow-auto border-t">
      <table className="w-full min-w-[60rem] table-fixed border-separate border-spacing-0 text-sm tabular">
        <colgroup>
          <col className="w-[17%]" />
          <col className="w-28" />
          <col className="w-28" />
          <col className="w-32" />
          <col className="w-[16%]" />
          <col className="w-[13%]" />
          <col />
        </colgroup>
        <thead>
          <tr>
            <th className={cn(head, 'pl-6')}>Fornecedor</th>
            <th className={head}>Pagamento</th>
            <th className={head}>Competência</th>
            <th className={cn(head, 'text-right')}>Valor (R$)</th>
            <th className={head}>Categoria</th>
            <th className={head}>Conta corrente</th>
            <th className={head}>Observações</th>
          </tr>
        </thead>
        <tbody>
          <SpacerRow height={top} colSpan={7} />
          {items.map((item) => {
            const row = rows[item.index]
            if (!row) return null
            const value = BigInt(row.valor)
            const note = truncateObservation(row.observacoes)
            return (
              <tr key={row.id} data-testid="detalhe-linha" className="hover:bg-muted/50" style={{ height: ROW_HEIGHT }}>
                <td className={cn(cell, 'pl-6')} title={row.fornecedor ?? undefined}>
                  {row.fornecedor ?? <span className="text-muted-foreground">—</span>}
                </td>
                <td className={cell}>{formatDate(row.data_pagamento) || '—'}</td>
                <td className={cell}>{formatDate(row.data_competencia)}</td>
                <td className={cn(cell, 'text-right', value < 0n && 'text-danger')}>{formatCell(value)}</td>
                <td className={cell} title={row.categoria}>
                  {row.categoria}
                </td>
                <td className={cell}>{row.conta_corrente ?? '—'}</td>
                <td className={cell}>
                  {note.cut ? (
                    <Tooltip content={row.observacoes}>
                      <button
                        type="button"
                        className="max-w-full cursor-help truncate text-left underline decoration-dotted underline-offset-2"
                      >
                        {note.text}
                      </button>
                    </Tooltip>
                  ) : (
                    note.text
                  )}
                </td>
              </tr>
            )
          })}
          <SpacerRow height={bottom} colSpan={7} />
        </tbody>
      </table>
    </div>
  )
}
