import { useQuery, useQueryClient } from '@tanstack/react-query'
import { CloudOff, Import, Plus } from 'lucide-react'
import { useMemo, useState } from 'react'
import { MonthPicker } from '@/components/month-picker'
import { PageHeader } from '@/components/page-header'
import { StateTotals } from '@/components/state-totals'
import { Button } from '@/components/ui/button'
import { todayInBrazil } from '@/contracts/bill-status'
import type { InvoiceRow } from '@/contracts/invoicing'
import { type InvoiceState, invoiceStateCatalogue } from '@/contracts/invoicing-paths'
import { useOnlineOnly } from '@/db/online-only'
import { usePendingRowIds, useRefetchWhenSent } from '@/db/use-outbox-entries'
import { EmptyState, NoOfficeState, QueryErrorState, TableSkeleton } from '@/features/dre/states'
import { useOfficeId } from '@/features/dre/use-office-id'
import { formatCountOf, formatMoney } from '@/lib/format'
import { useSmScreen } from '@/lib/use-media-query'
import { useBillChoices } from '../bills/bill-choices'
import { InvoiceCreateDialog } from './invoice-create-dialog'
import { InvoiceDetail } from './invoice-detail'
import { InvoiceIssueDialog } from './invoice-issue-dialog'
import {
  invoiceCollection,
  invoiceQueries,
  useInvoiceActions,
  useInvoices,
  useInvoicesFromCharges,
} from './invoices-data'
import { InvoiceCards, InvoicesTable } from './invoices-list'
import type { InvoicesSearch } from './invoices-search'

type Props = { search: InvoicesSearch; onSearchChange: (patch: Partial<InvoicesSearch>) => void }

/** /bpo/faturamento: the office's service invoices to its clients, from pending to received; works offline. */
export function InvoicesPage(props: Props) {
  const office = useOfficeId()
  return (
    <div>
      <PageHeader
        title="Faturamento"
        description="Notas de serviço do escritório aos seus clientes: a emitir, a receber e recebidas, com o PDF e o XML."
      />
      {office === null ? <NoOfficeState /> : <Invoices key={office} office={office} {...props} />}
    </div>
  )
}

function Invoices({ office, search, onSearchChange }: Props & { office: number }) {
  const queryClient = useQueryClient()
  const phone = !useSmScreen()
  const { rows, refreshFailed, refreshError } = useInvoices(office)
  const actions = useInvoiceActions(office)
  const fromCharges = useInvoicesFromCharges(office)
  const onlineOnly = useOnlineOnly()
  const clients = useQuery(invoiceQueries.clients(office))
  const choices = useBillChoices(office)
  const pending = usePendingRowIds(invoiceCollection.name, String(office))
  useRefetchWhenSent(pending.size, invoiceQueries.all(office))

  const ofMonth = useMemo(
    () => (rows ?? []).filter((r) => !search.competencia || r.competencia === search.competencia),
    [rows, search.competencia],
  )
  const totals = useMemo(() => {
    const counts = new Map<InvoiceState, number>()
    const amounts = new Map<InvoiceState, bigint>()
    for (const r of ofMonth) {
      counts.set(r.situacao, (counts.get(r.situacao) ?? 0) + 1)
      amounts.set(r.situacao, (amounts.get(r.situacao) ?? 0n) + BigInt(r.valor))
    }
    return { counts, amounts }
  }, [ofMonth])
  const shown = search.situacao ? ofMonth.filter((r) => r.situacao === search.situacao) : ofMonth
  const open = rows?.find((r) => r.id === search.fatura) ?? null
  const [creating, setCreating] = useState(false)
  const [issuing, setIssuing] = useState<InvoiceRow | null>(null)
  const refresh = () => void queryClient.invalidateQueries({ queryKey: invoiceQueries.all(office) })
  const clientChoices = (clients.data ?? []).map((c) => ({ value: String(c.id), label: c.nome }))

  const body = () => {
    if (rows === undefined) return <TableSkeleton rows={8} columns={8} />
    if (rows.length === 0 && refreshFailed)
      return <QueryErrorState message={refreshError?.message ?? ''} onRetry={refresh} />
    if (shown.length === 0)
      return (
        <EmptyState title="Nenhuma nota encontrada">
          {rows.length === 0
            ? 'Use “Nova nota” ou traga as cobranças de um mês das regras de contratação.'
            : 'Tente outros filtros.'}
        </EmptyState>
      )
    const list = { rows: shown, pending, onOpen: (r: InvoiceRow) => onSearchChange({ fatura: r.id }) }
    return phone ? <InvoiceCards {...list} /> : <InvoicesTable {...list} />
  }

  return (
    <div className="grid gap-4">
      <StateTotals
        label="Notas por situação"
        states={invoiceStateCatalogue}
        counts={totals.counts}
        active={search.situacao}
        onPick={(s) => onSearchChange({ situacao: s })}
        detail={(s) => <span data-testid="valor">{formatMoney(totals.amounts.get(s) ?? 0n)}</span>}
      />
      <div className="flex flex-wrap items-end gap-2">
        <div className="w-40">
          <MonthPicker
            label="Competência"
            value={search.competencia ?? null}
            onChange={(m) => onSearchChange({ competencia: m })}
          />
        </div>
        {search.competencia ? (
          <Button variant="ghost" onClick={() => onSearchChange({ competencia: undefined })}>
            Todas as competências
          </Button>
        ) : null}
        <p className="text-sm text-muted-foreground tabular" data-testid="faturas-quantidade">
          {formatCountOf(shown.length, 'nota', 'notas')}
        </p>
        <div className="ml-auto flex flex-wrap gap-2">
          <Button
            variant="outline"
            loading={fromCharges.isPending}
            {...onlineOnly}
            onClick={() => fromCharges.mutate(search.competencia ?? todayInBrazil().slice(0, 7))}
          >
            <Import /> Trazer cobranças do mês
          </Button>
          <Button onClick={() => setCreating(true)}>
            <Plus /> Nova nota
          </Button>
        </div>
      </div>
      {refreshFailed && rows && rows.length > 0 ? (
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <CloudOff className="size-3.5" aria-hidden /> Mostrando as notas salvas neste aparelho.
        </p>
      ) : null}
      {body()}
      {creating ? (
        <InvoiceCreateDialog
          clients={clientChoices}
          onClose={() => setCreating(false)}
          onSave={(fields, cliente) => actions.create(fields, cliente)}
        />
      ) : null}
      {open && !issuing ? (
        <InvoiceDetail
          office={office}
          invoice={open}
          pending={pending.has(open.id)}
          onClose={() => onSearchChange({ fatura: undefined })}
          onIssue={() => setIssuing(open)}
          onCancel={() => actions.cancel(open)}
        />
      ) : null}
      {issuing ? (
        <InvoiceIssueDialog
          invoice={issuing}
          choices={choices}
          onClose={() => setIssuing(null)}
          onSave={(body) => actions.issue(rows?.find((r) => r.id === issuing.id) ?? issuing, body)}
        />
      ) : null}
    </div>
  )
}
