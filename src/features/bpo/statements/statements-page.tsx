import { useMutation, useQuery } from '@tanstack/react-query'
import { CheckCheck, FileUp, ListChecks } from 'lucide-react'
import { useState } from 'react'
import { MonthRangeFilter } from '@/components/month-range-filter'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { NativeSelect } from '@/components/ui/native-select'
import { todayInBrazil } from '@/contracts/bill-status'
import type { Candidate, StatementLineRow } from '@/contracts/bpo-statements'
import { useOfflineWithout, useOnlineOnly } from '@/db/online-only'
import { EmptyState, NoOfficeState, QueryErrorState, TableSkeleton } from '@/features/dre/states'
import { useOfficeId } from '@/features/dre/use-office-id'
import { OfflineUnavailable } from '@/features/shell/offline-states'
import { formatCount, formatCountOf } from '@/lib/format'
import { formatDate } from '@/lib/format/date'
import { formatMoney } from '@/lib/format/money'
import { notify } from '@/lib/notify'
import { useRegisterChoices } from '../registers-data'
import { CreateDialog } from './create-dialog'
import type { EntryChoice } from './entry-fields'
import { ImportDialog } from './import-dialog'
import { RulesDialog } from './rules-dialog'
import { StatementLines } from './statement-lines'
import { statementQueries, useStatementActions } from './statements-data'
import { defaultMonths, type StatementsSearch } from './statements-search'

type Props = { search: StatementsSearch; onSearchChange: (patch: Partial<StatementsSearch>) => void }

/** /bpo/extrato: the checking accounts' statements, their import and their reconciliation with bills and entries. */
export function StatementsPage(props: Props) {
  const office = useOfficeId()
  return (
    <div>
      <PageHeader
        title="Extrato bancário"
        description="Importe extratos OFX e retornos CNAB e concilie cada linha com as contas a pagar e a receber e os lançamentos."
      />
      {office === null ? <NoOfficeState /> : <Statements key={office} office={office} {...props} />}
    </div>
  )
}

type Dialog = { kind: 'import' } | { kind: 'rules' } | { kind: 'create'; line: StatementLineRow; initial: EntryChoice }

function Statements({ office, search, onSearchChange }: Props & { office: number }) {
  const accountChoices = useRegisterChoices('contas', office)
  const accounts = accountChoices ?? []
  const accountsUnavailable = useOfflineWithout(accountChoices)
  const conta = search.conta ?? (accounts[0]?.id as number | undefined)
  const months = defaultMonths(todayInBrazil())
  const inicio = search.inicio ?? months.inicio
  const fim = search.fim ?? months.fim
  const contaNome = String(accounts.find((a) => a.id === conta)?.nome ?? '')
  const online = useOnlineOnly()
  const actions = useStatementActions(office)
  const rules = useQuery({ ...statementQueries.rules(office), enabled: !online.disabled })
  const lines = useQuery({
    ...statementQueries.lines(office, conta ?? 0, inicio, fim),
    enabled: conta !== undefined && !online.disabled,
  })
  const unavailable = useOfflineWithout(lines.data)
  const [dialog, setDialog] = useState<Dialog | null>(null)
  const [busy, setBusy] = useState<number | null>(null)
  const failed = (e: Error) => notify({ text: e.message, color: 'danger' })
  const run = useMutation({
    mutationFn: async ({ line, call }: { line: number; call: () => Promise<unknown> }) => {
      setBusy(line)
      try {
        await call()
      } finally {
        setBusy(null)
      }
    },
    onError: failed,
  })
  const suggestions = (lines.data?.linhas ?? []).filter(
    (l) => !l.conciliacao && l.sugestao && l.sugestao.tipo !== 'regra',
  )
  const acceptAll = useMutation({
    mutationFn: () =>
      actions.accept(suggestions.map((l) => ({ linha: l.id, tipo: l.sugestao?.tipo ?? '', id: l.sugestao?.id ?? 0 }))),
    onSuccess: (r) => {
      const n = r.conciliadas
      notify({
        text: `${formatCountOf(n, 'linha conciliada', 'linhas conciliadas')}.`,
        color: 'success',
      })
      if (r.falhas.length > 0)
        notify({ text: `Não conciliadas: ${r.falhas.map((f) => f.motivo).join(' · ')}`, color: 'warning' })
    },
    onError: failed,
  })

  const openCreate = (line: StatementLineRow, rule: Candidate | null) => {
    const found = rule ? rules.data?.find((r) => r.id === rule.id) : undefined
    setDialog({
      kind: 'create',
      line,
      initial: {
        id_categoria: found?.id_categoria ?? null,
        id_departamento: found?.id_departamento ?? null,
        id_fornecedor: found?.id_fornecedor ?? null,
      },
    })
  }

  const body = () => {
    // Offline with the accounts never received: no account list is not the same as no accounts.
    if (accountsUnavailable) return <OfflineUnavailable />
    if (accountChoices === undefined) return <TableSkeleton rows={8} columns={5} />
    if (accounts.length === 0 && conta === undefined)
      return (
        <EmptyState title="Nenhuma conta corrente">Cadastre as contas do escritório em Cadastros → Contas.</EmptyState>
      )
    if (lines.isError && !lines.data)
      return <QueryErrorState message={lines.error.message} onRetry={() => void lines.refetch()} />
    if (unavailable) return <OfflineUnavailable />
    if (!lines.data) return <TableSkeleton rows={8} columns={5} />
    if (lines.data.linhas.length === 0)
      return (
        <EmptyState title="Nenhuma linha de extrato neste período">
          Importe o extrato OFX ou o retorno CNAB desta conta para conciliar as linhas com as contas e os lançamentos.
        </EmptyState>
      )
    return (
      <StatementLines
        rows={lines.data.linhas}
        busy={busy}
        onReconcile={(line, c) => run.mutate({ line: line.id, call: () => actions.reconcile(line.id, c) })}
        onUndo={(line) => run.mutate({ line: line.id, call: () => actions.undo(line.id) })}
        onCreate={openCreate}
      />
    )
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <NativeSelect
          aria-label="Conta corrente"
          value={conta ?? ''}
          onChange={(e) => onSearchChange({ conta: Number(e.target.value) })}
        >
          {accounts.map((a) => (
            <option key={String(a.id)} value={String(a.id)}>
              {String(a.nome)}
            </option>
          ))}
        </NativeSelect>
        <MonthRangeFilter
          value={{ start: inicio, end: fim }}
          onChange={(v) => onSearchChange({ inicio: v.start ?? undefined, fim: v.end ?? undefined })}
        />
        <div className="flex flex-wrap gap-2 sm:ml-auto">
          <Button variant="outline" onClick={() => setDialog({ kind: 'rules' })} {...online}>
            <ListChecks aria-hidden /> Regras
          </Button>
          <Button
            variant="outline"
            disabled={conta === undefined || online.disabled}
            title={online.title}
            onClick={() => setDialog({ kind: 'import' })}
          >
            <FileUp aria-hidden /> Importar extrato
          </Button>
          <Button
            disabled={suggestions.length === 0 || online.disabled}
            title={online.title}
            loading={acceptAll.isPending}
            onClick={() => acceptAll.mutate()}
          >
            <CheckCheck aria-hidden /> Aceitar sugestões ({formatCount(suggestions.length)})
          </Button>
        </div>
      </div>
      {lines.data ? (
        <p className="text-sm text-muted-foreground tabular" data-testid="extrato-resumo">
          {formatCountOf(lines.data.pendentes, 'pendente', 'pendentes')} ·{' '}
          {formatCountOf(lines.data.conciliadas, 'conciliada', 'conciliadas')}
          {lines.data.saldo_informado
            ? ` · saldo informado pelo banco em ${formatDate(lines.data.saldo_informado.data)}: ${formatMoney(BigInt(lines.data.saldo_informado.valor))}`
            : null}
        </p>
      ) : null}
      {body()}
      {dialog?.kind === 'import' && conta !== undefined ? (
        <ImportDialog conta={conta} contaNome={contaNome} actions={actions} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'rules' ? (
        <RulesDialog office={office} actions={actions} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'create' ? (
        <CreateDialog
          office={office}
          line={dialog.line}
          initial={dialog.initial}
          actions={actions}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  )
}
