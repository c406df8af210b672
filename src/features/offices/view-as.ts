import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { envelope } from '@/contracts/envelope'
import { paths } from '@/contracts/paths'
import { type CurrentUser, currentUser, VIEW_READ_ONLY } from '@/contracts/session'
import { api, requestParsed } from '@/lib/api/client'
import { createLocalStore } from '@/lib/local-store'
import { sessionStore } from '../session/session-store'

/** The session kept aside (staff, gestor or assessor) while viewing the app as a client or a professional. */
export const originSessionStore = createLocalStore<CurrentUser | null>('aawz:sessao-origem', null)
/** While viewing as someone else, why a write action is disabled (the server refuses every write of a view). */
export const useViewReadOnly = (): string | null => (originSessionStore.use() === null ? null : VIEW_READ_ONLY)
/** The page the view was opened from: 'Voltar' returns there. */
export const viewReturnStore = createLocalStore<string | null>('aawz:visao-retorno', null)

const viewResponse = envelope(currentUser)
export type ViewTarget =
  | { kind: 'client'; id_escritorio: number; id_cliente: number }
  | { kind: 'professional'; id_escritorio: number; id_profissional: number }

/**
 * views/client (staff, a gestor in their office, an assessor in their book), views/professional (staff):
 * the server opens a one-hour session of that user (audited). A client view opens on the client's portfolio.
 */
export function useViewAs() {
  const router = useRouter()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (target: ViewTarget) => {
      const { kind, ...body } = target
      const res = await requestParsed(
        viewResponse,
        'POST',
        kind === 'client' ? paths.viewsClient : paths.viewsProfessional,
        { body },
      )
      const origin = sessionStore.get()
      if (origin && !originSessionStore.get()) {
        originSessionStore.set(origin)
        viewReturnStore.set(router.state.location.href)
      }
      sessionStore.set(res.value)
      return res.value
    },
    onSuccess: async (user) => {
      // Nothing seen as one user is shown as the other.
      queryClient.clear()
      await router.navigate({ to: user.IS_CLIENTE ? '/carteira' : '/home' })
    },
  })
}

/** Back to the kept session and the page the view was opened from; the view session is closed first. */
export function useLeaveView() {
  const router = useRouter()
  const queryClient = useQueryClient()
  return async () => {
    const origin = originSessionStore.get()
    if (!origin) return
    try {
      await api.post(paths.logout)
    } catch {
      // The view session may have expired already; returning must still work.
    }
    const back = viewReturnStore.get()
    sessionStore.set(origin)
    originSessionStore.clear()
    viewReturnStore.clear()
    queryClient.clear()
    await (back ? router.navigate({ href: back }) : router.navigate({ to: '/home' }))
  }
}
