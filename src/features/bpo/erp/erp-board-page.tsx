import { useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { MonthRangeFilter } from '@/components/month-range-filter'
import { PageHeader } from '@/components/page-header'
import { ScrollRegion } from '@/components/scroll-region'
import { todayInBrazil } from '@/contracts/bill-status'
import { type BillTag, billTags, workflowStep } from '@/contracts/bill-tags'
import { usePendingRowIds } from '@/db/use-outbox-entries'
import {
  billCollection,
  billQueries,
  billScope,
  type LocalBill,
  tagsOf,
  useBillActions,
  useBills,
} from '@/features/bpo/bills/bills-data'
import type { BillsSearch } from '@/features/bpo/bills/bills-search'
import { defaultPeriod } from '@/features/bpo/bills/default-period'
import { ErpMoveDialog } from '@/features/bpo/bills/erp-move-dialog'
import { useErpRole } from '@/features/bpo/bills/erp-role'
import { TagChip } from '@/features/bpo/bills/tag-chip'
import { NoOfficeState, QueryErrorState, TableSkeleton } from '@/features/dre/states'
import { useOfficeId } from '@/features/dre/use-office-id'
import { formatCountOf, formatMoney } from '@/lib/format'
import { ApprovalRules } from './approval-rules'
import { ErpCard } from './erp-card'

type Props = {
  search: Pick<BillsSearch, 'inicio' | 'fim'>
  onSearchChange: (patch: Pick<BillsSearch, 'inicio' | 'fim'>) => void
}

/** /bpo/erp: the payables of the period as a board, one column per ERP workflow step (§4 tags). */
export function ErpBoardPage(props: Props) {
  const office = useOfficeId()
  return (
    <div>
      <PageHeader
        title="ERP"
        description="O fluxo das contas a pagar no ERP: cada coluna é uma etapa; cada conta mostra só as mudanças de etapa que você pode fazer."
      />
      {office === null ? <NoOfficeState /> : <Board key={office} office={office} {...props} />}
    </div>
  )
}

type Column = { step: BillTag | null; bills: LocalBill[]; total: bigint }

function Board({ office, search, onSearchChange }: Props & { office: number }) {
  const queryClient = useQueryClient()
  const today = todayInBrazil()
  const period = useMemo(() => defaultPeriod(today), [today])
  const effective: BillsSearch = { inicio: search.inicio ?? period.inicio, fim: search.fim ?? period.fim }
  const scope = billScope(office, effective)
  const { rows, refreshFailed, refreshError } = useBills('pagar', office, effective)
  const actions = useBillActions('pagar', office, scope)
  const pending = usePendingRowIds(billCollection('pagar').name, scope)
  const [tagging, setTagging] = useState<LocalBill | null>(null)
  const columns = useMemo(() => {
    const byStep = new Map<BillTag | null, Column>(
      [null, ...billTags].map((s) => [s, { step: s, bills: [], total: 0n }]),
    )
    for (const b of rows ?? []) {
      if (b.cancelado) continue
      const column = byStep.get(workflowStep(tagsOf(b)))
      if (!column) continue
      column.bills.push(b)
      column.total += BigInt(b.valor)
    }
    // Bills outside the workflow get a column only when there are some.
    return [...byStep.values()].filter((c) => c.step !== null || c.bills.length > 0)
  }, [rows])

  const role = useErpRole()
  const current = (b: LocalBill) => rows?.find((r) => r.id === b.id) ?? b

  const body = () => {
    if (rows === undefined) return <TableSkeleton rows={6} columns={4} />
    if (rows.length === 0 && refreshFailed)
      return (
        <QueryErrorState
          message={refreshError?.message ?? ''}
          onRetry={() => void queryClient.invalidateQueries({ queryKey: billQueries.all(office, 'pagar') })}
        />
      )
    return (
      // On a phone the board moves a column at a time (snapping), the next one peeking at the edge.
      <ScrollRegion
        label="Etapas do ERP"
        className="snap-x snap-mandatory scroll-px-2 rounded-xl border bg-muted/40 p-2 sm:snap-none"
      >
        <div className="flex gap-3">
          {columns.map((c) => (
            <section
              key={c.step ?? 'nenhuma'}
              aria-label={c.step ? undefined : 'Sem etiqueta'}
              aria-labelledby={c.step ? `erp-${c.step}` : undefined}
              className="flex w-64 shrink-0 snap-start flex-col gap-2"
              data-testid={`erp-coluna-${c.step ?? 'nenhuma'}`}
            >
              <header className="grid gap-1 px-1">
                <h2 id={c.step ? `erp-${c.step}` : undefined} className="text-sm font-semibold">
                  {c.step ? <TagChip tag={c.step} /> : 'Sem etiqueta'}
                </h2>
                <p className="text-xs text-muted-foreground tabular" data-testid="erp-coluna-total">
                  {formatCountOf(c.bills.length, 'conta', 'contas')} · {formatMoney(c.total)}
                </p>
              </header>
              <ul className="grid max-h-[calc(100dvh-18rem)] min-h-24 content-start gap-2 overflow-y-auto">
                {c.bills.map((b) => (
                  <ErpCard
                    key={String(b.id)}
                    bill={b}
                    role={role}
                    pending={pending.has(String(b.id))}
                    onMove={(bill, to) => void actions.move(current(bill), to, null)}
                    onOpen={setTagging}
                  />
                ))}
              </ul>
            </section>
          ))}
        </div>
      </ScrollRegion>
    )
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <MonthRangeFilter
          className="w-full max-w-md"
          startLabel="Vencimento de"
          endLabel="até"
          value={{ start: effective.inicio ?? null, end: effective.fim ?? null }}
          onChange={(v) => onSearchChange({ inicio: v.start ?? undefined, fim: v.end ?? undefined })}
        />
        <ApprovalRules office={office} />
      </div>
      {body()}
      {tagging ? (
        <ErpMoveDialog
          office={office}
          kind="pagar"
          bill={tagging}
          onClose={() => setTagging(null)}
          onMove={(para, motivo) => actions.move(current(tagging), para, motivo)}
        />
      ) : null}
    </div>
  )
}
