import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { PageHeader } from '@/components/page-header'
import { useOfflineWithout } from '@/db/online-only'
import { rememberClient } from '@/lib/recent-clients'
import { currentOfficeStore } from '../offices/office-store'
import { useSession } from '../session/session-store'
import { OfflineUnavailable } from '../shell/offline-states'
import { ErrorState } from '../shell/page-states'
import { ClientList } from './client-list'
import { clientQueries } from './clients-api'

/** /clientes: the clients the user may see (an advisor: their own book). */
export function ClientsPage() {
  const user = useSession()
  const office = currentOfficeStore.use()
  const navigate = useNavigate()
  const { data, isError, error } = useQuery({ ...clientQueries.list(office?.id ?? 0), enabled: !!office })
  const unavailable = useOfflineWithout(data)
  if (!office || !user)
    return <p className="text-sm text-muted-foreground">Selecione um escritório no topo da página.</p>
  return (
    <div>
      <PageHeader title="Clientes" description={office.nome} />
      {unavailable ? (
        <OfflineUnavailable />
      ) : isError ? (
        <ErrorState message={error.message} />
      ) : (
        <ClientList
          clients={data ?? []}
          onOpen={(c) => {
            rememberClient(user.id_interno, c.id)
            void navigate({ to: '/carteira', search: { cliente: c.id } })
          }}
        />
      )}
    </div>
  )
}
