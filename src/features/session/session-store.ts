import type { CurrentUser } from '@/contracts/session'
import { createLocalStore } from '@/lib/local-store'

/** §4 Session: logged in while a stored user exists. */
export const sessionStore = createLocalStore<CurrentUser | null>('aawz:session', null)

export const useSession = () => sessionStore.use()
export const getToken = () => sessionStore.get()?.token ?? null

export function firstName(user: Pick<CurrentUser, 'nome'> | null): string {
  const first = user?.nome?.trim().split(/\s+/)[0]
  return first || 'Usuário'
}

/** §9: the local config key is built from the user's internal id. */
export const userConfigKey = (idInterno: number) => `aawz:config:${idInterno}`
