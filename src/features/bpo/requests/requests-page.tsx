import { useQueryClient } from '@tanstack/react-query'
import { CloudOff, Plus } from 'lucide-react'
import { type ComponentProps, useMemo, useState } from 'react'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { NativeSelect } from '@/components/ui/native-select'
import {
  initialState,
  type RequestRole,
  type RequestState,
  requestKindLabels,
  requestKinds,
  requestPaths,
  requestStateInfo,
} from '@/contracts/bpo-request-paths'
import type { RequestRow } from '@/contracts/bpo-requests'
import { usePendingEntries, useRefetchWhenSent } from '@/db/use-outbox-entries'
import { EmptyState, NoOfficeState, QueryErrorState, TableSkeleton } from '@/features/dre/states'
import { useOfficeId } from '@/features/dre/use-office-id'
import { useSession } from '@/features/session/session-store'
import { formatCountOf } from '@/lib/format'
import { roleFromFlags } from '@/lib/roles'
import { useSmScreen } from '@/lib/use-media-query'
import { useBillChoices } from '../bills/bill-choices'
import { BillDialog } from '../bills/bill-dialog'
import { useCancellableBills } from './cancellable-bills'
import { RequestDetail } from './request-detail'
import { RequestFormDialog } from './request-form-dialog'
import { RequestStateTotals } from './request-state-totals'
import { requestCollection, requestQueries, useRequestActions, useRequests } from './requests-data'
import { RequestCards, RequestsTable } from './requests-list'
import type { RequestsSearch } from './requests-search'

type Props = { search: RequestsSearch; onSearchChange: (patch: Partial<RequestsSearch>) => void }

const TITLE = 'Requisições'

/** /bpo/requisicoes: what the office asks the back-office for, and the conversation about it; works offline. */
export function RequestsPage(props: Props) {
  const office = useOfficeId()
  return (
    <div>
      <PageHeader
        title={TITLE}
        description="Pedidos de pagamento, cancelamento e correção do escritório ao BPO, com conversa e anexos."
      />
      {office === null ? <NoOfficeState /> : <Requests key={office} office={office} {...props} />}
    </div>
  )
}

const labelOf = (s: RequestState) => requestStateInfo(s).label

function Requests({ office, search, onSearchChange }: Props & { office: number }) {
  const queryClient = useQueryClient()
  const phone = !useSmScreen()
  const session = useSession()
  const role: RequestRole = session && roleFromFlags(session) === 'equipe' ? 'equipe' : 'gestor'
  const { rows, refreshFailed, refreshError } = useRequests(office)
  const actions = useRequestActions(office, { nome: session?.nome ?? 'Você', role }, labelOf)
  const choices = useBillChoices(office)
  const entries = usePendingEntries(requestCollection.name, String(office))
  const pending = new Set(entries.map((e) => e.rowId))
  const unsent = new Set(entries.filter((e) => e.url === requestPaths.list(office)).map((e) => e.rowId))
  useRefetchWhenSent(entries.length, requestQueries.all(office))

  const ofKind = useMemo(() => (rows ?? []).filter((r) => !search.tipo || r.tipo === search.tipo), [rows, search.tipo])
  const counts = useMemo(() => {
    const map = new Map<RequestState, number>()
    for (const r of ofKind) map.set(r.situacao, (map.get(r.situacao) ?? 0) + 1)
    return map
  }, [ofKind])
  const shown = search.situacao ? ofKind.filter((r) => r.situacao === search.situacao) : ofKind
  const open = rows?.find((r) => r.id === search.requisicao) ?? null
  const [creating, setCreating] = useState(false)
  const [converting, setConverting] = useState<RequestRow | null>(null)
  const refresh = () => void queryClient.invalidateQueries({ queryKey: requestQueries.all(office) })

  const body = () => {
    if (rows === undefined) return <TableSkeleton rows={8} columns={7} />
    if (rows.length === 0 && refreshFailed)
      return <QueryErrorState message={refreshError?.message ?? ''} onRetry={refresh} />
    if (shown.length === 0)
      return (
        <EmptyState title="Nenhuma requisição encontrada">
          {rows.length === 0 ? 'Use “Nova requisição” para pedir um pagamento ao BPO.' : 'Tente outros filtros.'}
        </EmptyState>
      )
    const list = { rows: shown, pending, onOpen: (r: RequestRow) => onSearchChange({ requisicao: r.id }) }
    return phone ? <RequestCards {...list} /> : <RequestsTable {...list} />
  }

  return (
    <div className="grid gap-4">
      <RequestStateTotals counts={counts} active={search.situacao} onPick={(s) => onSearchChange({ situacao: s })} />
      <div className="flex flex-wrap items-center gap-2">
        <NativeSelect
          aria-label="Tipo de requisição"
          value={search.tipo ?? ''}
          onChange={(e) => onSearchChange({ tipo: (e.target.value || undefined) as RequestsSearch['tipo'] })}
        >
          <option value="">Todos os tipos</option>
          {requestKinds.map((k) => (
            <option key={k} value={k}>
              {requestKindLabels[k]}
            </option>
          ))}
        </NativeSelect>
        <p className="text-sm text-muted-foreground tabular" data-testid="requisicoes-quantidade">
          {formatCountOf(shown.length, 'requisição', 'requisições')}
        </p>
        <Button className="ml-auto" onClick={() => setCreating(true)}>
          <Plus /> Nova requisição
        </Button>
      </div>
      {refreshFailed && rows && rows.length > 0 ? (
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <CloudOff className="size-3.5" aria-hidden /> Mostrando as requisições salvas neste aparelho.
        </p>
      ) : null}
      {body()}
      {creating ? (
        <NewRequest
          office={office}
          providers={choices.fornecedores}
          onClose={() => setCreating(false)}
          onSave={(fields, names) => actions.create(fields, names.fornecedor, names.titulo, initialState(fields.tipo))}
        />
      ) : null}
      {open && !converting ? (
        <RequestDetail
          office={office}
          request={open}
          role={role}
          unsent={unsent.has(open.id)}
          pending={pending.has(open.id)}
          onClose={() => onSearchChange({ requisicao: undefined })}
          onReply={(texto) => actions.reply(open, texto)}
          onMove={(to) => actions.move(open, to)}
          onToBill={() => setConverting(open)}
        />
      ) : null}
      {converting ? (
        <BillDialog
          kind="pagar"
          bill={null}
          choices={choices}
          prefill={converting}
          onClose={() => setConverting(null)}
          onSave={(fields) => actions.toBill(rows?.find((r) => r.id === converting.id) ?? converting, fields)}
        />
      ) : null}
    </div>
  )
}

function NewRequest({
  office,
  ...props
}: { office: number } & Omit<ComponentProps<typeof RequestFormDialog>, 'bills'>) {
  const bills = useCancellableBills(office)
  return <RequestFormDialog bills={bills} {...props} />
}
