import { paths } from '@/contracts/paths'
import { type CurrentUser, currentUser, type LoginBody } from '@/contracts/session'
import { ApiError, api, requestParsed } from '@/lib/api/client'
import { rememberLogout } from './pending-logouts'
import { getToken, sessionStore } from './session-store'

export async function loginRequest(body: LoginBody): Promise<CurrentUser> {
  const user = await requestParsed(currentUser, 'POST', paths.login, { body })
  sessionStore.set(user)
  return user
}

export async function logoutRequest() {
  const token = getToken()
  try {
    await api.post(paths.logout)
  } catch (error) {
    // Offline or the server failing: this browser forgets the session now, the server revokes it later.
    if (token && error instanceof ApiError && (error.status === 0 || error.status >= 500)) rememberLogout(token)
    throw error
  } finally {
    sessionStore.clear()
  }
}
