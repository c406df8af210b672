import { useQueryClient } from '@tanstack/react-query'
import { Ban, CheckCheck, CloudOff, HandCoins, Plus, Trash2, XCircle } from 'lucide-react'
import { useCallback, useMemo, useState } from 'react'
import { DeleteConfirmDialog } from '@/components/dialogs/delete-confirm-dialog'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { type BillKind, todayInBrazil } from '@/contracts/bill-status'
import { LIST_MAX } from '@/contracts/bpo-bills'
import { usePendingRowIds, useRefetchWhenSent } from '@/db/use-outbox-entries'
import { EmptyState, NoOfficeState, QueryErrorState, TableSkeleton } from '@/features/dre/states'
import { useOfficeId } from '@/features/dre/use-office-id'
import { useSession } from '@/features/session/session-store'
import { formatCount, formatCountOf } from '@/lib/format'
import { useSmScreen } from '@/lib/use-media-query'
import { type ApprovalDecision, ApprovalDialog } from './approval-dialog'
import { BillCards } from './bill-cards'
import { useBillChoices } from './bill-choices'
import { BillDialog } from './bill-dialog'
import {
  billCollection,
  billQueries,
  billScope,
  type LocalBill,
  localStatus,
  matchesWorkflow,
  totalsByStatus,
  useBillActions,
  useBills,
} from './bills-data'
import { BillsFilters } from './bills-filters'
import type { BillsSearch } from './bills-search'
import { type BillsListProps, BillsTable } from './bills-table'
import { type BulkAction, BulkConfirmDialog } from './bulk-confirm-dialog'
import { defaultPeriod } from './default-period'
import { ErpMoveDialog } from './erp-move-dialog'
import { PayDialog } from './pay-dialog'
import { PlanDialogs, type PlanRequest, useSeriesScope, useStopSeries } from './plan-dialogs'
import { StatusTotals } from './status-totals'

export type BillsMode = 'cadastro' | 'pagamento'

type Props = {
  kind: BillKind
  /** 'pagamento' (/bpo/contas_pagar): the payment queue, open bills first. */
  mode: BillsMode
  title: string
  description: string
  search: BillsSearch
  onSearchChange: (patch: Partial<BillsSearch>) => void
}

/** /bpo/contas_a_pagar, /bpo/contas_pagar, /bpo/contas_a_receber: the office's bills; works offline. */
export function BillsPage(props: Props) {
  const office = useOfficeId()
  return (
    <div>
      <PageHeader title={props.title} description={props.description} />
      {office === null ? <NoOfficeState /> : <Bills key={`${props.kind}-${office}`} office={office} {...props} />}
    </div>
  )
}

function Bills({ kind, mode, search, onSearchChange, title, office }: Props & { office: number }) {
  const queryClient = useQueryClient()
  // On a phone each bill is a card; from 640 px on, a table.
  const phone = !useSmScreen()
  const today = todayInBrazil()
  const period = useMemo(() => defaultPeriod(today), [today])
  const effective: BillsSearch = { inicio: period.inicio, fim: period.fim, ...search }
  const scope = billScope(office, effective)
  const { rows, refreshFailed, refreshError, truncated } = useBills(kind, office, effective)
  const choices = useBillChoices(office)
  const actions = useBillActions(kind, office, scope)
  const pending = usePendingRowIds(billCollection(kind).name, scope)
  useRefetchWhenSent(pending.size, billQueries.all(office, kind))

  const status = search.status ?? (mode === 'pagamento' ? 'aberto' : undefined)
  const shown = useMemo(
    () =>
      (rows ?? []).filter((b) => {
        if (!matchesWorkflow(b, search)) return false
        if (!status) return true
        const s = localStatus(b, today)
        return status === 'aberto' ? s !== 'pago' && s !== 'recebido' && s !== 'cancelado' : s === status
      }),
    [rows, status, today, search],
  )
  const totals = useMemo(() => totalsByStatus(rows ?? [], today), [rows, today])
  // Dialogs hold the rows of the moment they opened; an action goes on the row as it is now (its version may have
  // moved since, e.g. an approval the server has just answered), or the server would refuse it as stale.
  const current = (bill: LocalBill) => rows?.find((r) => r.id === bill.id) ?? bill

  const [selected, setSelected] = useState<Set<string>>(new Set())
  const select = useCallback((ids: string[], on: boolean) => {
    setSelected((prev) => {
      const next = new Set(prev)
      for (const id of ids) on ? next.add(id) : next.delete(id)
      return next
    })
  }, [])
  const picked = shown.filter((b) => selected.has(String(b.id)))
  const [editing, setEditing] = useState<LocalBill | 'novo' | null>(null)
  // A link to one bill (`titulo`: an alert, an assistant's answer) opens it once the list has it.
  const linked = search.titulo === undefined ? undefined : rows?.find((r) => r.id === search.titulo)
  const [openedLink, setOpenedLink] = useState<number | string | null>(null)
  if (linked && openedLink !== linked.id) {
    setOpenedLink(linked.id)
    setEditing(linked)
  }
  const closeEditing = () => {
    setEditing(null)
    if (search.titulo !== undefined) onSearchChange({ titulo: undefined })
  }
  const [paying, setPaying] = useState<LocalBill[] | null>(null)
  const [removing, setRemoving] = useState<LocalBill | null>(null)
  const [bulk, setBulk] = useState<{ action: BulkAction; bills: LocalBill[] } | null>(null)
  const [tagging, setTagging] = useState<LocalBill | null>(null)
  const [planning, setPlanning] = useState<PlanRequest | null>(null)
  const staff = useSession()?.IS_EQUIPE ?? false
  const chooseScope = useSeriesScope(office, kind)
  const stopSeries = useStopSeries(office, kind)
  const [deciding, setDeciding] = useState<{ decision: ApprovalDecision; bills: LocalBill[] } | null>(null)
  const me = useSession()?.nome ?? 'Você'
  const awaiting = (rows ?? []).filter((b) => b.aprovacao === 'pendente').length
  const refresh = () => void queryClient.invalidateQueries({ queryKey: billQueries.all(office, kind) })
  const verb = kind === 'pagar' ? 'Pagar' : 'Receber'

  const body = () => {
    if (rows === undefined) return <TableSkeleton rows={8} columns={8} />
    if (rows.length === 0 && refreshFailed)
      return <QueryErrorState message={refreshError?.message ?? ''} onRetry={refresh} />
    if (shown.length === 0)
      return (
        <EmptyState title="Nenhuma conta encontrada">
          {rows.length === 0
            ? 'Nenhuma conta neste período. Use “Nova conta” para lançar a primeira.'
            : 'Tente outros filtros.'}
        </EmptyState>
      )
    const list: BillsListProps = {
      kind,
      title,
      rows: shown,
      today,
      selected,
      pending,
      onSelect: select,
      onPay: (b) => setPaying([b]),
      onEdit: setEditing,
      onErp: setTagging,
      onPlan: (bill, action) => (action === 'encerrar' ? stopSeries(bill) : setPlanning({ bill, action })),
      onCancel: (b) => setBulk({ action: 'cancelar', bills: [b] }),
      onRemove: setRemoving,
    }
    return phone ? <BillCards {...list} /> : <BillsTable {...list} />
  }

  return (
    <div className="grid gap-4">
      <BillsFilters
        kind={kind}
        search={search}
        period={period}
        choices={choices}
        defaultStatus={mode === 'pagamento' ? 'aberto' : undefined}
        onChange={onSearchChange}
      />
      <StatusTotals kind={kind} totals={totals} active={search.status} onPick={(s) => onSearchChange({ status: s })} />
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-sm text-muted-foreground tabular" data-testid="contas-quantidade">
          {formatCountOf(shown.length, 'conta', 'contas')}
          {picked.length > 0 ? ` · ${picked.length} selecionada${picked.length === 1 ? '' : 's'}` : ''}
        </p>
        {picked.length > 0 ? (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => setPaying(picked)}>
              <HandCoins /> {verb} selecionadas
            </Button>
            {kind === 'pagar' && !staff ? (
              <>
                <Button size="sm" variant="outline" onClick={() => setDeciding({ decision: 'aprovar', bills: picked })}>
                  <CheckCheck /> Aprovar selecionadas
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setDeciding({ decision: 'rejeitar', bills: picked })}
                >
                  <XCircle /> Rejeitar selecionadas
                </Button>
              </>
            ) : null}
            <Button size="sm" variant="outline" onClick={() => setBulk({ action: 'cancelar', bills: picked })}>
              <Ban /> Cancelar selecionadas
            </Button>
            <Button size="sm" variant="outline" onClick={() => setBulk({ action: 'remover', bills: picked })}>
              <Trash2 /> Remover selecionadas
            </Button>
          </div>
        ) : null}
        {kind === 'pagar' && (awaiting > 0 || search.aprovacao === 'pendente') ? (
          <Button
            size="sm"
            variant={search.aprovacao === 'pendente' ? 'default' : 'outline'}
            aria-pressed={search.aprovacao === 'pendente'}
            onClick={() => onSearchChange({ aprovacao: search.aprovacao === 'pendente' ? undefined : 'pendente' })}
          >
            Aguardando aprovação ({formatCount(awaiting)})
          </Button>
        ) : null}
        <Button className="ml-auto" onClick={() => setEditing('novo')}>
          <Plus /> Nova conta
        </Button>
      </div>
      {refreshFailed && rows && rows.length > 0 ? (
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <CloudOff className="size-3.5" aria-hidden /> Mostrando as contas salvas neste aparelho.
        </p>
      ) : null}
      {truncated ? (
        <p className="text-xs text-warning">
          Mostrando as primeiras {formatCount(LIST_MAX)} contas do período: escolha um período menor.
        </p>
      ) : null}
      {body()}
      {editing !== null ? (
        <BillDialog
          kind={kind}
          bill={editing === 'novo' ? null : editing}
          choices={choices}
          onClose={closeEditing}
          onSave={(fields, names) => {
            if (editing === 'novo') return actions.create(fields, names)
            // An occurrence of a recurrence: 'só esta' edits this bill; 'esta e as seguintes' goes through PlanDialogs.
            if (editing.id_recorrencia != null)
              return chooseScope(editing, fields, () => actions.update(editing, fields, names))
            return actions.update(editing, fields, names)
          }}
        />
      ) : null}
      {paying ? (
        <PayDialog
          kind={kind}
          bills={paying}
          today={today}
          choices={choices}
          onClose={() => {
            setPaying(null)
            setSelected(new Set())
          }}
          onPay={(bill, payment) => actions.pay(current(bill), payment)}
          onUndo={actions.undoPayment}
        />
      ) : null}
      {bulk ? (
        <BulkConfirmDialog
          action={bulk.action}
          bills={bulk.bills}
          onClose={() => setBulk(null)}
          onConfirm={async (bills) => {
            for (const b of bills.map(current))
              await (bulk.action === 'cancelar' ? actions.cancel(b) : actions.remove(b))
            setSelected(new Set())
          }}
        />
      ) : null}
      {tagging ? (
        <ErpMoveDialog
          office={office}
          kind={kind}
          bill={tagging}
          onClose={() => setTagging(null)}
          onMove={(para, motivo) => actions.move(current(tagging), para, motivo)}
        />
      ) : null}
      <PlanDialogs office={office} kind={kind} request={planning} onClose={() => setPlanning(null)} />
      {deciding ? (
        <ApprovalDialog
          decision={deciding.decision}
          bills={deciding.bills}
          onClose={() => setDeciding(null)}
          onConfirm={async (bills, motivo) => {
            for (const b of bills)
              await (deciding.decision === 'aprovar'
                ? actions.approve(current(b), me)
                : actions.reject(current(b), me, motivo))
            setSelected(new Set())
          }}
        />
      ) : null}
      <DeleteConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        primaryKey={typeof removing?.id === 'number' ? removing.id : 0}
        description={removing ? `a conta ${removing.descricao}` : undefined}
        onDelete={() => removing && actions.remove(removing)}
      />
    </div>
  )
}
