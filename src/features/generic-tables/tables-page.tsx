import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Plus, Search } from 'lucide-react'
import { useState } from 'react'
import { DeleteConfirmDialog } from '@/components/dialogs/delete-confirm-dialog'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import type { GenericRow, GenericTable } from '@/contracts/generic-tables'
import { useOfflineWithout, useOnlineOnly } from '@/db/online-only'
import { EmptyState, NoOfficeState, QueryErrorState, TableSkeleton } from '@/features/dre/states'
import { useOfficeId } from '@/features/dre/use-office-id'
import { OfflineUnavailable } from '@/features/shell/offline-states'
import { formatCountOf } from '@/lib/format'
import { genericQueries, useGenericActions } from './queries'
import { RecordDialog } from './record-dialog'
import { RowsTable, type Sort } from './rows-table'

export type GenericSearch = { tabela?: string; busca?: string; ordem?: string; direcao?: 'asc' | 'desc' }
type Props = { search: GenericSearch; onSearch: (next: GenericSearch) => void }

/** /dados_gerais (staff): the managed tables, one chosen in the URL, its rows to search, sort, edit and remove. */
export function TablesPage({ search, onSearch }: Props) {
  const tables = useQuery(genericQueries.tables())
  const offline = useOfflineWithout(tables.data)
  const chosen = tables.data?.find((t) => t.name === search.tabela)
  const body = () => {
    if (offline) return <OfflineUnavailable />
    if (tables.isError) return <QueryErrorState message={tables.error.message} onRetry={() => void tables.refetch()} />
    if (tables.isPending) return <Skeleton className="h-10 rounded-xl" />
    return (
      <>
        <nav aria-label="Tabelas gerenciadas" className="-mx-1 mb-4 overflow-x-auto">
          <ul className="flex min-w-max gap-1 border-b px-1">
            {tables.data.map((t) => (
              <li key={t.name}>
                <Link
                  to="/dados_gerais"
                  search={{ tabela: t.name }}
                  title={t.descricao}
                  className="-mb-px inline-block border-b-2 border-transparent px-3 py-2 text-sm text-muted-foreground hover:text-foreground"
                  activeProps={{ className: 'border-brand! text-foreground! font-medium', 'aria-current': 'page' }}
                >
                  {t.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {chosen ? (
          <TableSection key={chosen.name} table={chosen} search={search} onSearch={onSearch} />
        ) : (
          <EmptyState title="Escolha uma tabela">Selecione acima a tabela que deseja consultar ou editar.</EmptyState>
        )}
      </>
    )
  }
  return (
    <div>
      <PageHeader title="Dados gerais" description="Tabelas de referência mantidas pela equipe." />
      {body()}
    </div>
  )
}

function TableSection({ table, search, onSearch }: Props & { table: GenericTable }) {
  const office = useOfficeId()
  if (table.office_scoped && office === null) return <NoOfficeState />
  return <Rows table={table} office={table.office_scoped ? office : null} search={search} onSearch={onSearch} />
}

function Rows({ table, office, search, onSearch }: Props & { table: GenericTable; office: number | null }) {
  const [busca, setBusca] = useState(search.busca ?? '')
  const sort: Sort = { ordem: search.ordem, direcao: search.direcao ?? 'asc' }
  const query = useInfiniteQuery(genericQueries.rows({ table: table.name, office, busca: search.busca ?? '', ...sort }))
  const actions = useGenericActions(table.name, office)
  const onlineOnly = useOnlineOnly()
  const [editing, setEditing] = useState<GenericRow | 'novo' | null>(null)
  const [removing, setRemoving] = useState<GenericRow | null>(null)
  const rows = query.data?.pages.flatMap((p) => p.data)
  const total = query.data?.pages[0]?.total
  const keyOf = (row: GenericRow | null) => Number(row?.[table.primary_key] ?? 0)
  const columns = table.fields.filter((f) => !f.hidden).length + 2

  const body = () => {
    if (query.isError) return <QueryErrorState message={query.error.message} onRetry={() => void query.refetch()} />
    if (!rows) return <TableSkeleton rows={8} columns={columns} />
    if (rows.length === 0)
      return (
        <EmptyState title={search.busca ? 'Nenhum registro encontrado' : 'Nenhum registro nesta tabela ainda'}>
          {search.busca ? 'Tente outra busca.' : 'Use “Novo registro” para cadastrar o primeiro.'}
        </EmptyState>
      )
    return (
      <RowsTable
        table={table}
        rows={rows}
        sort={sort}
        onSort={(next) => onSearch({ ...search, ...next })}
        onEdit={setEditing}
        onRemove={setRemoving}
        onNearEnd={() => void (query.hasNextPage && !query.isFetchingNextPage && query.fetchNextPage())}
        disabled={onlineOnly.disabled}
      />
    )
  }

  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">{table.descricao}</p>
      <div className="flex flex-wrap items-center gap-2">
        <form
          className="relative min-w-0 flex-1 sm:max-w-sm"
          onSubmit={(e) => {
            e.preventDefault()
            onSearch({ ...search, busca: busca.trim() || undefined })
          }}
        >
          <Search className="pointer-events-none absolute left-2.5 top-2.5 size-4 text-muted-foreground" aria-hidden />
          <Input
            type="search"
            aria-label={`Buscar em ${table.label.toLowerCase()}`}
            placeholder="Buscar…"
            className="pl-8"
            value={busca}
            onChange={(e) => setBusca(e.target.value)}
          />
        </form>
        {total !== undefined ? (
          <p className="text-sm text-muted-foreground tabular" data-testid="registros-quantidade">
            {formatCountOf(total, 'registro', 'registros')}
          </p>
        ) : null}
        <Button className="ml-auto" onClick={() => setEditing('novo')} {...onlineOnly}>
          <Plus /> Novo registro
        </Button>
      </div>
      {body()}
      {editing !== null ? (
        <RecordDialog
          table={table}
          row={editing === 'novo' ? null : editing}
          onClose={() => setEditing(null)}
          onSave={(data) => actions.save(editing === 'novo' ? 0 : keyOf(editing), data)}
        />
      ) : null}
      <DeleteConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        primaryKey={keyOf(removing)}
        description={removing ? `o registro ${keyOf(removing)} de ${table.label}` : undefined}
        onDelete={() => actions.remove(keyOf(removing))}
      />
    </div>
  )
}
