import { useInfiniteQuery } from '@tanstack/react-query'
import { ScrollRegion } from '@/components/scroll-region'
import { SpacerRow, useVirtualTable } from '@/components/virtual-table'
import type { DfcRawRow } from '@/contracts/financial'
import { formatCell } from '@/features/dre/dre-grid'
import { QueryErrorState, TableSkeleton } from '@/features/dre/states'
import { cn } from '@/lib/cn'
import { formatCountOf, formatDate } from '@/lib/format'
import { financialQueries } from './queries'

const ROW_HEIGHT = 37
/** Start the next page this many rows before the end, so scrolling rarely waits. */
const PREFETCH_ROWS = 40
const head = 'sticky top-0 z-10 border-b bg-muted px-3 py-2 text-left text-xs font-semibold text-muted-foreground'
const cell = 'truncate border-b px-3 py-2'
const groupLabel: Record<DfcRawRow['grupo_dfc'], string> = {
  operacional: 'Operacional',
  investimento: 'Investimento',
  financiamento: 'Financiamento',
  transferencia: 'Transferência',
}

type Props = { office: number; range: { begin_date?: string; end_date?: string }; conta: number | undefined }

/** The cash entries behind the DFC (dfc-raw), newest first; virtualised and paged as it scrolls. */
export function DfcRawList({ office, range, conta }: Props) {
  const query = useInfiniteQuery(financialQueries.dfcRaw(office, range, conta))
  const rows = query.data?.pages.flat() ?? []
  return (
    <section className="mt-6 grid gap-2" aria-labelledby="dfc-raw-titulo">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="dfc-raw-titulo" className="text-base font-semibold">
          Lançamentos de caixa
        </h2>
        {query.data ? (
          <p className="text-sm text-muted-foreground tabular" data-testid="dfc-raw-quantidade">
            {formatCountOf(rows.length, 'lançamento', 'lançamentos')}
            {query.hasNextPage ? ' carregados · role para ver mais' : ''}
          </p>
        ) : null}
      </div>
      {query.isError && !query.data ? (
        <QueryErrorState message={query.error.message} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <TableSkeleton rows={8} columns={5} compact />
      ) : rows.length === 0 ? (
        <p className="rounded-xl border bg-card px-6 py-10 text-center text-sm text-muted-foreground">
          Nenhum lançamento de caixa no período.
        </p>
      ) : (
        <RawTable
          rows={rows}
          loadingMore={query.isFetchingNextPage}
          onNearEnd={() => {
            if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage()
          }}
        />
      )}
    </section>
  )
}

function RawTable({
  rows,
  loadingMore,
  onNearEnd,
}: {
  rows: DfcRawRow[]
  loadingMore: boolean
  onNearEnd: () => void
}) {
  const { scrollRef, items, top, bottom } = useVirtualTable<HTMLElement>({
    count: rows.length,
    rowHeight: ROW_HEIGHT,
    onNearEnd,
    prefetchRows: PREFETCH_ROWS,
  })
  return (
    <ScrollRegion
      ref={scrollRef}
      label="Lançamentos de caixa"
      className="h-[28rem] rounded-xl border bg-card shadow-sm"
      data-testid="dfc-raw"
    >
      <table
        className="w-full min-w-[64rem] table-fixed border-separate border-spacing-0 text-sm tabular"
        aria-label="Lançamentos de caixa"
        aria-rowcount={rows.length + 1}
      >
        <colgroup>
          <col className="w-28" />
          <col className="w-28" />
          <col className="w-[14%]" />
          <col className="w-[16%]" />
          <col className="w-28" />
          <col className="w-[15%]" />
          <col />
          <col className="w-36" />
        </colgroup>
        <thead>
          <tr>
            <th className={cn(head, 'pl-4')}>Pagamento</th>
            <th className={head}>Competência</th>
            <th className={head}>Conta corrente</th>
            <th className={head}>Categoria</th>
            <th className={head}>Grupo</th>
            <th className={head}>Fornecedor</th>
            <th className={head}>Descrição</th>
            <th className={cn(head, 'pr-4 text-right')}>Valor (R$)</th>
          </tr>
        </thead>
        <tbody>
          <SpacerRow height={top} colSpan={8} />
          {items.map((item) => {
            const row = rows[item.index]
            if (!row) return null
            const value = BigInt(row.valor)
            return (
              <tr
                key={row.id}
                data-testid="dfc-raw-linha"
                aria-rowindex={item.index + 2}
                className="hover:bg-muted/50"
                style={{ height: ROW_HEIGHT }}
              >
                <td className={cn(cell, 'pl-4')}>{formatDate(row.data_pagamento)}</td>
                <td className={cell}>{formatDate(row.data_competencia)}</td>
                <td className={cell}>{row.conta_corrente ?? '—'}</td>
                <td className={cell} title={row.categoria}>
                  {row.categoria}
                </td>
                <td className={cell}>{groupLabel[row.grupo_dfc]}</td>
                <td className={cell} title={row.fornecedor ?? undefined}>
                  {row.fornecedor ?? '—'}
                </td>
                <td className={cell} title={row.descricao ?? undefined}>
                  {row.descricao ?? '—'}
                </td>
                <td className={cn(cell, 'pr-4 text-right', value < 0n && 'text-danger')}>{formatCell(value)}</td>
              </tr>
            )
          })}
          <SpacerRow height={bottom} colSpan={8} />
          {loadingMore ? (
            <tr>
              <td colSpan={8} className="px-4 py-2 text-center text-xs text-muted-foreground" role="status">
                Carregando mais lançamentos…
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </ScrollRegion>
  )
}
