import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Scale, SlidersHorizontal } from 'lucide-react'
import { useId, useState } from 'react'
import { MonthRangeFilter } from '@/components/month-range-filter'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { NativeSelect } from '@/components/ui/native-select'
import { EmptyState, QueryErrorState, TableSkeleton } from '@/features/dre/states'
import { WithOffice } from '@/features/dre/with-office'
import { BalanceDialog } from './dfc-balance-dialog'
import { type BalanceKind, useRefreshAfterBalances } from './dfc-balances'
import { DfcRawList } from './dfc-raw-list'
import { DfcTable } from './dfc-table'
import { financialQueries } from './queries'
import { type DfcSearch, dfcRange } from './search'

type Props = { search: DfcSearch; onSearchChange: (patch: Partial<DfcSearch>) => void }

/** /financeiro/dfc: cash flow per month and account, with opening balances and adjustments. */
export function DfcPage({ search, onSearchChange }: Props) {
  const title = 'DFC · Demonstração do fluxo de caixa'
  return (
    <WithOffice title={title}>
      {(office) => <Dfc office={office} search={search} onSearchChange={onSearchChange} title={title} />}
    </WithOffice>
  )
}

function Dfc({ office, search, onSearchChange, title }: Props & { office: number; title: string }) {
  const id = useId()
  const [editing, setEditing] = useState<BalanceKind | null>(null)
  useRefreshAfterBalances(office)
  const { data, isError, error, refetch, isPlaceholderData } = useQuery({
    ...financialQueries.dfc(office, dfcRange(search)),
    placeholderData: keepPreviousData,
  })
  const account = search.conta ?? null
  const first = data?.meses[0]?.mes ?? null
  const last = data?.meses.at(-1)?.mes ?? null
  return (
    <div>
      <PageHeader
        title={title}
        description="Método direto, regime de caixa. Saldo final = saldo inicial + entradas − saídas + ajustes."
        actions={
          <>
            <Button variant="outline" onClick={() => setEditing('balance-initial')} disabled={!data}>
              <Scale aria-hidden /> Saldo inicial
            </Button>
            <Button variant="outline" onClick={() => setEditing('balance-adjustment')} disabled={!data}>
              <SlidersHorizontal aria-hidden /> Ajuste
            </Button>
          </>
        }
      />
      <div className="mb-4 flex flex-wrap items-end gap-4 rounded-xl border bg-card p-4 shadow-sm">
        <MonthRangeFilter
          className="w-72"
          value={{ start: search.inicio ?? first, end: search.fim ?? last }}
          onChange={(v) => onSearchChange({ inicio: v.start ?? undefined, fim: v.end ?? undefined })}
        />
        <div className="grid gap-1.5">
          <label htmlFor={id} className="text-sm font-medium leading-none">
            Conta corrente
          </label>
          <NativeSelect
            id={id}
            className="w-64"
            value={account ?? ''}
            onChange={(e) => onSearchChange({ conta: e.target.value ? Number(e.target.value) : undefined })}
          >
            <option value="">Consolidado (todas as contas)</option>
            {data?.contas.map((c) => (
              <option key={c.id} value={c.id}>
                {c.nome}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {isError && !data ? (
        <QueryErrorState message={error.message} onRetry={() => void refetch()} />
      ) : !data ? (
        <TableSkeleton rows={14} />
      ) : data.meses.length === 0 ? (
        <EmptyState title="Nenhuma movimentação de caixa no período" />
      ) : (
        <div className={isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
          <DfcTable report={data} account={account} />
        </div>
      )}
      <DfcRawList office={office} range={dfcRange(search)} conta={search.conta} />
      <BalanceDialog
        office={office}
        kind={editing}
        accounts={data?.contas ?? []}
        defaults={{ account, month: first }}
        onClose={() => setEditing(null)}
      />
    </div>
  )
}
