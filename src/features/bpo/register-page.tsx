import { useQueryClient } from '@tanstack/react-query'
import { CloudOff, Plus, Search } from 'lucide-react'
import { useState } from 'react'
import { DeleteConfirmDialog } from '@/components/dialogs/delete-confirm-dialog'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import type { BpoRegister } from '@/contracts/bpo'
import { usePendingRowIds, useRefetchWhenSent } from '@/db/use-outbox-entries'
import { EmptyState, NoOfficeState, QueryErrorState, TableSkeleton } from '@/features/dre/states'
import { useOfficeId } from '@/features/dre/use-office-id'
import { formatCountOf } from '@/lib/format'
import { ManagerNav } from './manager-nav'
import { RecordDialog } from './record-dialog'
import { RegisterRows } from './register-table'
import { registerUi } from './register-ui'
import {
  bpoQueries,
  type LocalRow,
  registerCollection,
  useBpoOptions,
  useRegisterActions,
  useRegisterRows,
  useUniqueCheck,
} from './registers-data'

/** /bpo/manager/*: a BPO register of the office — search, create, edit, remove; works offline. */
export function RegisterPage({ register }: { register: BpoRegister }) {
  const ui = registerUi(register)
  const office = useOfficeId()
  return (
    <div>
      <PageHeader title={ui.title} description={ui.description} />
      <ManagerNav />
      {office === null ? (
        <NoOfficeState />
      ) : (
        <Register key={`${register}-${office}`} register={register} office={office} />
      )}
    </div>
  )
}

function Register({ register, office }: { register: BpoRegister; office: number }) {
  const ui = registerUi(register)
  const queryClient = useQueryClient()
  const [search, setSearch] = useState('')
  const { rows, total, loadMore, refreshFailed, refreshError } = useRegisterRows(register, office, search)
  const options = useBpoOptions(office)
  const actions = useRegisterActions(register, office, ui.singular)
  const checkUnique = useUniqueCheck(register, office)
  const pending = usePendingRowIds(registerCollection(register).name, String(office))
  useRefetchWhenSent(pending.size, bpoQueries.register(office, register))
  const [editing, setEditing] = useState<LocalRow | null | 'novo'>(null)
  const [removing, setRemoving] = useState<LocalRow | null>(null)

  const body = () => {
    if (rows === undefined) return <TableSkeleton rows={8} columns={ui.columns.length} />
    if (rows.length === 0 && refreshFailed && !search.trim()) {
      return (
        <QueryErrorState
          message={refreshError?.message ?? ''}
          onRetry={() => void queryClient.invalidateQueries({ queryKey: bpoQueries.register(office, register) })}
        />
      )
    }
    if (rows.length === 0) {
      return (
        <EmptyState
          title={search.trim() ? 'Nenhum registro encontrado' : `Nenhum registro de ${ui.title.toLowerCase()} ainda`}
        >
          {search.trim() ? 'Tente outra busca.' : `Use “Novo registro” para cadastrar o primeiro.`}
        </EmptyState>
      )
    }
    return (
      <RegisterRows
        ui={ui}
        rows={rows}
        options={options.data}
        pending={pending}
        onEdit={setEditing}
        onRemove={setRemoving}
        onNearEnd={loadMore}
      />
    )
  }

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <div className="relative min-w-0 flex-1 sm:max-w-sm">
          <Search className="pointer-events-none absolute left-2.5 top-2.5 size-4 text-muted-foreground" aria-hidden />
          <Input
            type="search"
            aria-label={`Buscar ${ui.title.toLowerCase()}`}
            placeholder="Buscar…"
            className="pl-8"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        {total !== undefined ? (
          <p className="text-sm text-muted-foreground tabular" data-testid="registros-quantidade">
            {formatCountOf(total, 'registro', 'registros')}
          </p>
        ) : null}
        <Button className="ml-auto" onClick={() => setEditing('novo')}>
          <Plus /> Novo registro
        </Button>
      </div>
      {refreshFailed && rows && rows.length > 0 ? (
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <CloudOff className="size-3.5" aria-hidden /> Mostrando os registros salvos neste aparelho.
        </p>
      ) : null}
      {body()}
      {editing !== null ? (
        <RecordDialog
          ui={ui}
          options={options.data}
          row={editing === 'novo' ? null : editing}
          onClose={() => setEditing(null)}
          checkUnique={checkUnique}
          onSave={(fields) => (editing === 'novo' ? actions.create(fields) : actions.edit(editing, fields))}
        />
      ) : null}
      <DeleteConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        primaryKey={typeof removing?.id === 'number' ? removing.id : 0}
        description={removing ? `${ui.article} ${ui.singular} ${removing.nome}` : undefined}
        onDelete={() => removing && actions.remove(removing)}
      />
    </div>
  )
}
