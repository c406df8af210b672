import { useMutation } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { envelope } from '@/contracts/envelope'
import { paths } from '@/contracts/paths'
import { type CurrentUser, currentUser } from '@/contracts/session'
import { api, requestParsed } from '@/lib/api/client'
import { createLocalStore } from '@/lib/local-store'
import { sessionStore } from '../session/session-store'

/** The staff session kept aside while staff view the app as a client or a professional. */
export const originSessionStore = createLocalStore<CurrentUser | null>('aawz:sessao-origem', null)

const viewResponse = envelope(currentUser)
export type ViewTarget =
  | { kind: 'client'; id_escritorio: number; id_cliente: number }
  | { kind: 'professional'; id_escritorio: number; id_profissional: number }

/** views/client, views/professional: the server opens a one-hour session of that user (audited). */
export function useViewAs() {
  const router = useRouter()
  return useMutation({
    mutationFn: async (target: ViewTarget) => {
      const { kind, ...body } = target
      const res = await requestParsed(
        viewResponse,
        'POST',
        kind === 'client' ? paths.viewsClient : paths.viewsProfessional,
        { body },
      )
      const staff = sessionStore.get()
      if (staff && !originSessionStore.get()) originSessionStore.set(staff)
      sessionStore.set(res.value)
      return res.value
    },
    onSuccess: () => router.navigate({ to: '/home' }),
  })
}

/** Back to the staff session: the view session is closed on the server first. */
export async function leaveView() {
  const origin = originSessionStore.get()
  if (!origin) return
  try {
    await api.post(paths.logout)
  } catch {
    // The view session may have expired already; returning must still work.
  }
  sessionStore.set(origin)
  originSessionStore.clear()
}
