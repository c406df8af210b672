import { useEffect, useId, useRef, useState } from 'react'
import { FilterPanel } from '@/components/filter-panel'
import { MonthRangeFilter } from '@/components/month-range-filter'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { type BillKind, statusCatalogue, statusInfo } from '@/contracts/bill-status'
import type { StatusFilter } from '@/contracts/bill-statuses'
import { type ApprovalState, approvalLabels, approvalStates, tagCatalogue } from '@/contracts/bill-tags'
import { formatCountOf, formatMonthRange } from '@/lib/format'
import type { Choice } from '../register-ui'
import type { BillChoices } from './bill-choices'
import type { BillsSearch } from './bills-search'

/** The 'aberto' status filter (neither paid in full nor cancelled), as the select and the folded summary name it. */
const OPEN_LABEL = 'Em aberto'

type Props = {
  kind: BillKind
  search: BillsSearch
  /** The period shown when the URL names none. */
  period: { inicio: string; fim: string }
  choices: BillChoices
  /** The status the page shows when the URL names none (the payment queue: 'aberto'); it has no 'Todos'. */
  defaultStatus?: StatusFilter
  onChange: (patch: Partial<BillsSearch>) => void
}

/**
 * The list's filters, all kept in the URL: due-date period, status, provider or payer, category, account, ERP
 * tag and (payables) approval state.
 */
export function BillsFilters({ kind, search, period, choices, defaultStatus, onChange }: Props) {
  const id = useId()
  const [payer, setPayer] = useState(search.pagador ?? '')
  const change = useRef(onChange)
  change.current = onChange
  // The payer is typed: the URL follows once the typing pauses.
  useEffect(() => {
    const timer = setTimeout(() => {
      if ((search.pagador ?? '') !== payer) change.current({ pagador: payer.trim() || undefined })
    }, 400)
    return () => clearTimeout(timer)
  }, [payer, search.pagador])
  const field = 'grid min-w-0 gap-1'
  const status = search.status ?? defaultStatus
  const others = [search.fornecedor, search.pagador, search.categoria, search.conta, search.etiqueta, search.aprovacao]
  const set = others.filter((value) => value !== undefined).length
  const summary = [
    formatMonthRange(search.inicio ?? period.inicio, search.fim ?? period.fim),
    status === undefined ? 'todos os status' : status === 'aberto' ? OPEN_LABEL : statusInfo(kind, status).label,
    set > 0 ? formatCountOf(set, 'outro filtro', 'outros filtros') : null,
  ]
    .filter(Boolean)
    .join(' · ')
  return (
    <FilterPanel summary={summary}>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 2xl:grid-cols-[minmax(16rem,1.4fr)_repeat(6,minmax(0,1fr))]">
        <MonthRangeFilter
          className="col-span-2 lg:col-span-1"
          startLabel="Vencimento de"
          endLabel="até"
          value={{ start: search.inicio ?? period.inicio, end: search.fim ?? period.fim }}
          onChange={(v) => onChange({ inicio: v.start ?? undefined, fim: v.end ?? undefined })}
        />
        <div className={field}>
          <Label htmlFor={`${id}-status`}>Status</Label>
          <NativeSelect
            id={`${id}-status`}
            value={search.status ?? defaultStatus ?? ''}
            onChange={(e) => onChange({ status: (e.target.value || undefined) as StatusFilter | undefined })}
          >
            {defaultStatus ? null : <option value="">Todos</option>}
            <option value="aberto">{OPEN_LABEL}</option>
            {statusCatalogue[kind].map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        {kind === 'pagar' ? (
          <IdFilter
            id={`${id}-fornecedor`}
            label="Fornecedor"
            all="Todos"
            options={choices.fornecedores}
            value={search.fornecedor}
            onChange={(v) => onChange({ fornecedor: v })}
          />
        ) : (
          <div className={field}>
            <Label htmlFor={`${id}-pagador`}>Cliente/pagador</Label>
            <Input
              id={`${id}-pagador`}
              type="search"
              placeholder="Buscar…"
              value={payer}
              onChange={(e) => setPayer(e.target.value)}
            />
          </div>
        )}
        <IdFilter
          id={`${id}-categoria`}
          label="Categoria"
          all="Todas"
          options={choices.categorias}
          value={search.categoria}
          onChange={(v) => onChange({ categoria: v })}
        />
        <IdFilter
          id={`${id}-conta`}
          label="Conta"
          all="Todas"
          options={choices.contas}
          value={search.conta}
          onChange={(v) => onChange({ conta: v })}
        />
        <div className={field}>
          <Label htmlFor={`${id}-etiqueta`}>Etiqueta</Label>
          <NativeSelect
            id={`${id}-etiqueta`}
            value={search.etiqueta ?? ''}
            onChange={(e) => onChange({ etiqueta: e.target.value || undefined })}
          >
            <option value="">Todas</option>
            {tagCatalogue.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        {kind === 'pagar' ? (
          <div className={field}>
            <Label htmlFor={`${id}-aprovacao`}>Aprovação</Label>
            <NativeSelect
              id={`${id}-aprovacao`}
              value={search.aprovacao ?? ''}
              onChange={(e) => onChange({ aprovacao: (e.target.value || undefined) as ApprovalState | undefined })}
            >
              <option value="">Todas</option>
              {approvalStates.map((a) => (
                <option key={a} value={a}>
                  {approvalLabels[a]}
                </option>
              ))}
            </NativeSelect>
          </div>
        ) : null}
      </div>
    </FilterPanel>
  )
}

type IdFilterProps = {
  id: string
  label: string
  /** The option that filters nothing ('Todos', 'Todas'). */
  all: string
  options: Choice[]
  value: number | undefined
  onChange: (value: number | undefined) => void
}

/** One filter that picks a record by id (provider, category, account), or all of them. */
function IdFilter({ id, label, all, options, value, onChange }: IdFilterProps) {
  return (
    <div className="grid min-w-0 gap-1">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        value={value === undefined ? '' : String(value)}
        onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
      >
        <option value="">{all}</option>
        {options.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  )
}
