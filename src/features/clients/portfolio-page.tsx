import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Users } from 'lucide-react'
import { useEffect, useState } from 'react'
import { SelectClientDialog } from '@/components/dialogs/select-client-dialog'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { notify } from '@/lib/notify'
import { rememberClient, syncClientList, useRecentClients } from '@/lib/recent-clients'
import { EmptyState, NoOfficeState } from '../dre/states'
import { currentOfficeStore } from '../offices/office-store'
import { useSession } from '../session/session-store'
import { clientQueries } from './clients-api'
import { NewClientDialog } from './new-client-dialog'
import { PortfolioView } from './portfolio-view'

/** /carteira: a client sees only their own portfolio; professionals pick a client ('Selecionar cliente'). */
export function PortfolioPage({ clientId }: { clientId?: number }) {
  const user = useSession()
  const office = currentOfficeStore.use()
  if (!user) return null
  if (user.IS_CLIENTE) {
    // §4: client users are fixed to themselves and skip the client selection.
    const own = user.escritorio?.id
    return (
      <div>
        <PageHeader title="Minha carteira" />
        {own && user.id_cliente ? <PortfolioView officeId={own} clientId={user.id_cliente} /> : null}
      </div>
    )
  }
  if (!office) return <NoOfficeState />
  return <ProfessionalPortfolio key={office.id} officeId={office.id} userId={user.id_interno} clientId={clientId} />
}

function ProfessionalPortfolio({
  officeId,
  userId,
  clientId,
}: {
  officeId: number
  userId: number
  clientId?: number
}) {
  const navigate = useNavigate()
  const { data: clients } = useQuery(clientQueries.list(officeId))
  const recent = useRecentClients(userId)
  const [picking, setPicking] = useState(false)
  /** The search that led to '+ Cliente'; null while the new-client form is closed. */
  const [creating, setCreating] = useState<string | null>(null)
  useEffect(() => {
    if (clients)
      syncClientList(
        userId,
        clients.map((c) => c.id),
      )
  }, [clients, userId])
  const current = clientId ?? recent.current ?? undefined
  const open = (id: number) => {
    rememberClient(userId, id)
    void navigate({ to: '/carteira', search: { cliente: id } })
  }
  return (
    <div>
      <PageHeader
        title="Carteira"
        actions={
          <Button variant="outline" onClick={() => setPicking(true)}>
            <Users /> Selecionar cliente
          </Button>
        }
      />
      {current ? (
        <PortfolioView officeId={officeId} clientId={current} />
      ) : (
        <EmptyState
          icon={<Users className="size-8 text-muted-foreground" aria-hidden />}
          title="Nenhum cliente selecionado"
        >
          Use “Selecionar cliente” para ver a carteira de um cliente.
        </EmptyState>
      )}
      <SelectClientDialog
        open={picking}
        onOpenChange={setPicking}
        clients={(clients ?? []).map((c) => ({
          id: c.id,
          nome: c.nome_cliente,
          documento: c.cpf ?? c.email,
          id_cadastro_cliente: c.id_cadastro_cliente,
        }))}
        recentIds={recent.recent}
        currentId={current ?? null}
        onSelect={(c) => open(c.id)}
        onCreateClient={setCreating}
      />
      {creating !== null ? (
        <NewClientDialog
          officeId={officeId}
          search={creating}
          onClose={() => setCreating(null)}
          onCreated={(c) => {
            notify({ text: `Cliente cadastrado: ${c.nome_cliente}`, color: 'success' })
            open(c.id)
          }}
        />
      ) : null}
    </div>
  )
}
