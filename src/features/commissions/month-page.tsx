import { useQuery } from '@tanstack/react-query'
import { MonthPicker } from '@/components/month-picker'
import { PageHeader } from '@/components/page-header'
import { Badge } from '@/components/ui/badge'
import { type CommissionMonth, monthStatusLabels } from '@/contracts/commissions'
import { EmptyState, isNotReleased, NoOfficeState, QueryErrorState, TableSkeleton } from '@/features/dre/states'
import { useOfficeId } from '@/features/dre/use-office-id'
import { cn } from '@/lib/cn'
import { formatCount, formatDateTime, formatMoney } from '@/lib/format'
import { canOpen, roleFromFlags } from '@/lib/roles'
import { useSession } from '../session/session-store'
import { AdvisorTotals } from './advisor-totals'
import { CommissionsNav } from './commissions-nav'
import { commissionQueries } from './data'
import { LinesDialog } from './lines-dialog'
import { MonthActions } from './month-actions'
import { MonthPayables } from './month-payables'

type Props = {
  mes: string
  advisor: number | undefined
  onChange: (patch: { mes?: string; profissional?: number | undefined }) => void
}

/** /comissoes/apuracao: a month computed from the ledger, reviewed per advisor, approved, reopened, exported. */
export function MonthPage(props: Props) {
  const office = useOfficeId()
  const user = useSession()
  // Managers compute and approve; an advisor reads (and exports) only their own commissions.
  const manages = user !== null && canOpen(roleFromFlags(user), '/comissoes/modelos')
  return (
    <div>
      <PageHeader
        title="Apuração de comissões"
        description={
          manages
            ? 'Calcule a competência a partir das receitas do DRE, revise por profissional e aprove: o repasse entra no DRE.'
            : 'Suas comissões do mês, linha a linha, como o escritório as calculou.'
        }
      />
      <CommissionsNav />
      {office === null ? <NoOfficeState /> : <Month key={office} office={office} manages={manages} {...props} />}
    </div>
  )
}

const statusVariant = { nao_calculada: 'muted', aberta: 'warning', aprovada: 'success' } as const

function Summary({ month, manages }: { month: CommissionMonth; manages: boolean }) {
  const when =
    month.status === 'aprovada' && month.aprovado_em
      ? `Aprovada em ${formatDateTime(month.aprovado_em)}`
      : month.calculado_em
        ? `Calculada em ${formatDateTime(month.calculado_em)}`
        : null
  return (
    // On a phone the month's total takes a row of its own: a two-column card is too narrow for R$ 000.000,00.
    <div className="grid grid-flow-row-dense grid-cols-2 gap-3 sm:grid-cols-3">
      <div className={cn('rounded-xl border bg-card p-4 shadow-sm', !manages && 'col-span-2 sm:col-span-1')}>
        <p className="text-xs text-muted-foreground">Situação</p>
        <Badge variant={statusVariant[month.status]} className="mt-1" data-testid="comissao-situacao">
          {monthStatusLabels[month.status]}
        </Badge>
        {when ? <p className="mt-1 text-xs text-muted-foreground">{when}</p> : null}
      </div>
      <div className="col-span-2 rounded-xl border bg-card p-4 shadow-sm sm:col-span-1">
        <p className="text-xs text-muted-foreground">Total do mês</p>
        <p className="mt-1 text-xl font-semibold tabular" data-testid="comissao-total">
          {formatMoney(BigInt(month.total))}
        </p>
      </div>
      {manages ? (
        <div className="rounded-xl border bg-card p-4 shadow-sm">
          <p className="text-xs text-muted-foreground">Profissionais</p>
          <p className="mt-1 text-xl font-semibold tabular">{formatCount(month.profissionais.length)}</p>
        </div>
      ) : null}
    </div>
  )
}

function Month({ office, manages, mes, advisor, onChange }: Props & { office: number; manages: boolean }) {
  const month = useQuery(commissionQueries.month(office, mes))
  const open = month.data?.profissionais.find((p) => p.id_profissional === advisor)
  const failure = month.isError ? (
    <QueryErrorState message={month.error.message} onRetry={() => void month.refetch()} />
  ) : null
  // Not released to this advisor yet: the notice alone, without a month picker that could only be refused.
  if (month.isError && isNotReleased(month.error.message)) return failure
  const body = () => {
    if (failure) return failure
    if (!month.data) return <TableSkeleton rows={6} columns={3} />
    if (month.data.status === 'nao_calculada')
      return (
        <EmptyState title="Competência ainda não calculada">Use “Calcular” para apurar as comissões do mês.</EmptyState>
      )
    if (month.data.profissionais.length === 0)
      return (
        <EmptyState title="Nenhuma comissão nesta competência">
          Nenhuma receita do mês encontrou uma regra vigente. Confira os modelos e recalcule.
        </EmptyState>
      )
    return <AdvisorTotals month={month.data} onOpen={(id) => onChange({ profissional: id })} />
  }
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="w-44">
          <MonthPicker
            label="Competência"
            value={mes}
            onChange={(m) => onChange({ mes: m, profissional: undefined })}
          />
        </div>
        {month.data ? <MonthActions office={office} month={month.data} manages={manages} /> : null}
      </div>
      {month.data && month.data.status !== 'nao_calculada' ? <Summary month={month.data} manages={manages} /> : null}
      {body()}
      {month.data ? <MonthPayables office={office} month={month.data} manages={manages} /> : null}
      <LinesDialog
        office={office}
        mes={mes}
        advisor={open ? { id: open.id_profissional, nome: open.nome } : null}
        onClose={() => onChange({ profissional: undefined })}
      />
    </div>
  )
}
