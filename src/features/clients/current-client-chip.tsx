import { useQuery } from '@tanstack/react-query'
import { useSearch } from '@tanstack/react-router'
import { UserRound } from 'lucide-react'
import type { CurrentUser } from '@/contracts/session'
import { useRecentClients } from '@/lib/recent-clients'
import { currentOfficeStore } from '../offices/office-store'
import { clientQueries } from './clients-api'

/** The client being shown: the page's `?cliente=`, else the user's current recent client; a client user is itself. */
function useCurrentClient(user: CurrentUser) {
  const { cliente } = useSearch({ strict: false }) as { cliente?: number }
  const recent = useRecentClients(user.id_interno)
  const selected = currentOfficeStore.use()
  const office = user.IS_CLIENTE ? user.escritorio?.id : selected?.id
  const id = user.IS_CLIENTE ? user.id_cliente : (cliente ?? recent.current)
  const enabled = typeof office === 'number' && typeof id === 'number'
  const { data } = useQuery({ ...clientQueries.detail(office ?? 0, id ?? 0), enabled })
  if (!enabled) return null
  // A client is itself: its name is in the session, also offline before its portfolio was ever saved.
  return data?.cliente.nome_cliente ?? (user.IS_CLIENTE ? user.nome : UNKNOWN_NAME)
}

/** A client is picked but its name was never saved on this device (offline). */
const UNKNOWN_NAME = 'Cliente selecionado (nome indisponível sem conexão)'

/** Top bar of a `showClient` route: who the page is about, or 'Nenhum cliente selecionado'. */
export function CurrentClientChip({ user }: { user: CurrentUser }) {
  const name = useCurrentClient(user)
  return (
    <span
      className="inline-flex min-w-0 max-w-full items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs md:max-w-xs md:text-sm"
      data-testid="cliente-atual"
    >
      <UserRound className="size-3.5 shrink-0 text-muted-foreground" aria-hidden />
      <span className="sr-only">Cliente: </span>
      <span className={name ? 'truncate font-medium' : 'truncate text-muted-foreground'} title={name ?? undefined}>
        {name ?? 'Nenhum cliente selecionado'}
      </span>
    </span>
  )
}
