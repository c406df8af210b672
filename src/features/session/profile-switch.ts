import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { envelope } from '@/contracts/envelope'
import { paths } from '@/contracts/paths'
import { CLIENT_PROFILE, type CurrentUser, currentUser } from '@/contracts/session'
import { requestParsed } from '@/lib/api/client'
import { createLocalStore } from '@/lib/local-store'
import { sessionStore } from './session-store'

/** The professional page the person left for the client view: 'Voltar à visão profissional' returns there. */
const professionalPageStore = createLocalStore<string | null>('aawz:perfil-retorno', null)
const switchResponse = envelope(currentUser)

/** §6: a professional who is also a client may switch between the two profiles. */
export const canSwitchProfile = (user: CurrentUser) =>
  user.perfis_disponiveis.includes(CLIENT_PROFILE) && user.perfis_disponiveis.length > 1

/**
 * The switch: the server ends this session and answers the current user of the other profile (its §6 flags,
 * a new token). The client view opens on the person's own portfolio.
 */
export function useProfileSwitch() {
  const router = useRouter()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (toClient: boolean) => {
      const res = await requestParsed(
        switchResponse,
        'POST',
        toClient ? paths.switchToClient : paths.switchToProfessional,
      )
      if (toClient) professionalPageStore.set(router.state.location.href)
      sessionStore.set(res.value)
      return res.value
    },
    onSuccess: async (user) => {
      queryClient.clear()
      const back = professionalPageStore.get()
      if (user.IS_CLIENTE) return router.navigate({ to: '/carteira' })
      professionalPageStore.clear()
      return back ? router.navigate({ href: back }) : router.navigate({ to: '/home' })
    },
  })
}
