import { paths } from '@/contracts/paths'
import { type CurrentUser, currentUser, type LoginBody } from '@/contracts/session'
import { api, requestParsed } from '@/lib/api/client'
import { sessionStore } from './session-store'

export async function loginRequest(body: LoginBody): Promise<CurrentUser> {
  const user = await requestParsed(currentUser, 'POST', paths.login, { body })
  sessionStore.set(user)
  return user
}

export async function logoutRequest() {
  try {
    await api.post(paths.logout)
  } finally {
    sessionStore.clear()
  }
}
