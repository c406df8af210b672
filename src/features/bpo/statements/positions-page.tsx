import { useMutation, useQuery } from '@tanstack/react-query'
import { Download } from 'lucide-react'
import type { ReactNode } from 'react'
import { MonthRangeFilter } from '@/components/month-range-filter'
import { PageHeader } from '@/components/page-header'
import { ScrollRegion } from '@/components/scroll-region'
import { Button } from '@/components/ui/button'
import { todayInBrazil } from '@/contracts/bill-status'
import { statementPaths } from '@/contracts/bpo-statement-paths'
import type { PositionRow } from '@/contracts/bpo-statements'
import { useOfflineWithout, useOnlineOnly } from '@/db/online-only'
import { EmptyState, NoOfficeState, QueryErrorState, TableSkeleton } from '@/features/dre/states'
import { useOfficeId } from '@/features/dre/use-office-id'
import { OfflineUnavailable } from '@/features/shell/offline-states'
import { downloadFile } from '@/lib/api/download'
import { cn } from '@/lib/cn'
import { formatCount } from '@/lib/format'
import { formatDate } from '@/lib/format/date'
import { formatMoney } from '@/lib/format/money'
import { notify } from '@/lib/notify'
import { useSmScreen } from '@/lib/use-media-query'
import { statementQueries } from './statements-data'
import { defaultMonths, type StatementsSearch } from './statements-search'

type Props = { search: StatementsSearch; onSearchChange: (patch: Partial<StatementsSearch>) => void }

/** /bpo/positions_report: balances per checking account and month end, statement vs reconciled vs the DFC. */
export function PositionsPage(props: Props) {
  const office = useOfficeId()
  return (
    <div>
      <PageHeader
        title="Relatório de posições"
        description="Saldos por conta corrente e data: o do extrato do banco, a parte já conciliada, o que falta conciliar e o saldo do DFC."
      />
      {office === null ? <NoOfficeState /> : <Positions key={office} office={office} {...props} />}
    </div>
  )
}

const money = (v: string | null) => (v === null ? '—' : formatMoney(BigInt(v)))

function Positions({ office, search, onSearchChange }: Props & { office: number }) {
  const months = defaultMonths(todayInBrazil())
  const inicio = search.inicio ?? months.inicio
  const fim = search.fim ?? months.fim
  const online = useOnlineOnly()
  const report = useQuery({ ...statementQueries.positions(office, inicio, fim), enabled: !online.disabled })
  const unavailable = useOfflineWithout(report.data)
  const exportXlsx = useMutation({
    mutationFn: () =>
      downloadFile(
        `${statementPaths.positionsXlsx(office)}?inicio=${inicio}&fim=${fim}`,
        `posicoes-${inicio}-a-${fim}.xlsx`,
        'Não foi possível exportar o relatório.',
      ),
    onError: (e) => notify({ text: e.message, color: 'danger' }),
  })

  const body = () => {
    if (report.isError && !report.data)
      return <QueryErrorState message={report.error.message} onRetry={() => void report.refetch()} />
    if (unavailable) return <OfflineUnavailable />
    if (!report.data) return <TableSkeleton rows={6} columns={7} />
    if (report.data.length === 0)
      return (
        <EmptyState title="Nenhuma conta corrente">Cadastre as contas do escritório em Cadastros → Contas.</EmptyState>
      )
    return <PositionRows rows={report.data} />
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <MonthRangeFilter
          value={{ start: inicio, end: fim }}
          onChange={(v) => onSearchChange({ inicio: v.start ?? undefined, fim: v.end ?? undefined })}
        />
        <Button
          variant="outline"
          className="sm:ml-auto"
          loading={exportXlsx.isPending}
          disabled={online.disabled}
          title={online.title}
          onClick={() => exportXlsx.mutate()}
        >
          <Download aria-hidden /> Exportar XLSX
        </Button>
      </div>
      {body()}
    </div>
  )
}

/** A table from 640 px on; on a phone one card per account and date. */
function PositionRows({ rows }: { rows: PositionRow[] }) {
  return useSmScreen() ? <PositionsTable rows={rows} /> : <PositionCards rows={rows} />
}

const keyOf = (r: PositionRow) => `${r.id_conta_corrente}-${r.data}`
const pendingClass = (r: PositionRow) => cn(r.pendentes > 0 && 'text-warning')

function StatementBalance({ row }: { row: PositionRow }) {
  return (
    <>
      {money(row.saldo_extrato)}
      {row.saldo_declarado ? <span className="block text-xs text-muted-foreground">informado pelo banco</span> : null}
    </>
  )
}

function Figure({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={cn('text-right', className)}>{children}</dd>
    </>
  )
}

/** One card per account and date: the five figures as a small statement, labels left and amounts right. */
function PositionCards({ rows }: { rows: PositionRow[] }) {
  return (
    <ul aria-label="Posições por conta" className="grid gap-2">
      {rows.map((r) => (
        <li key={keyOf(r)} data-testid="posicao" className="rounded-xl border bg-card p-3 text-sm shadow-xs">
          <p className="flex items-baseline justify-between gap-2">
            <span className="min-w-0 truncate font-medium">{r.conta}</span>
            <span className="shrink-0 text-xs text-muted-foreground tabular">{formatDate(r.data)}</span>
          </p>
          <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 tabular">
            <Figure label="Saldo do extrato">
              <StatementBalance row={r} />
            </Figure>
            <Figure label="Saldo conciliado">{money(r.saldo_conciliado)}</Figure>
            <Figure label="Pendentes" className={pendingClass(r)}>
              {formatCount(r.pendentes)}
            </Figure>
            <Figure label="Valor pendente">{money(r.valor_pendente)}</Figure>
            <Figure label="Saldo no DFC">{money(r.saldo_dfc)}</Figure>
          </dl>
        </li>
      ))}
    </ul>
  )
}

function PositionsTable({ rows }: { rows: PositionRow[] }) {
  return (
    <ScrollRegion label="Posições por conta" className="rounded-xl border bg-card shadow-sm">
      <table className="w-full min-w-[840px] text-sm tabular">
        <thead>
          <tr className="border-b text-left text-xs text-muted-foreground">
            <th className="px-3 py-2 font-medium">Conta</th>
            <th className="px-3 py-2 font-medium">Data</th>
            <th className="px-3 py-2 text-right font-medium">Saldo do extrato</th>
            <th className="px-3 py-2 text-right font-medium">Saldo conciliado</th>
            <th className="px-3 py-2 text-right font-medium">Pendentes</th>
            <th className="px-3 py-2 text-right font-medium">Valor pendente</th>
            <th className="px-3 py-2 text-right font-medium">Saldo no DFC</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={keyOf(r)} className="border-b last:border-0" data-testid="posicao">
              <td className="px-3 py-2">{r.conta}</td>
              <td className="px-3 py-2">{formatDate(r.data)}</td>
              <td className="px-3 py-2 text-right">
                <StatementBalance row={r} />
              </td>
              <td className="px-3 py-2 text-right">{money(r.saldo_conciliado)}</td>
              <td className={cn('px-3 py-2 text-right', pendingClass(r))}>{formatCount(r.pendentes)}</td>
              <td className="px-3 py-2 text-right">{money(r.valor_pendente)}</td>
              <td className="px-3 py-2 text-right">{money(r.saldo_dfc)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  )
}
