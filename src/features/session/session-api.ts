import { z } from 'zod'
import { paths } from '@/contracts/paths'
import { type SecondFactorBody, type SecondFactorChallenge, secondFactorChallenge } from '@/contracts/security'
import { securityPaths } from '@/contracts/security-paths'
import { type CurrentUser, currentUser, type LoginBody } from '@/contracts/session'
import { ApiError, api, requestParsed } from '@/lib/api/client'
import { rememberLogout } from './pending-logouts'
import { getToken, sessionStore } from './session-store'

const loginAnswer = z.union([secondFactorChallenge, currentUser])

/** The password step: the session, or (an account with a second factor) the challenge of the second step. */
export async function loginRequest(body: LoginBody): Promise<CurrentUser | SecondFactorChallenge> {
  const answer = await requestParsed(loginAnswer, 'POST', paths.login, { body })
  if (!('segundo_fator' in answer)) sessionStore.set(answer)
  return answer
}

/** The second step: the challenge and a code of the authenticator app or a recovery code. */
export async function secondFactorRequest(body: SecondFactorBody): Promise<CurrentUser> {
  const user = await requestParsed(currentUser, 'POST', securityPaths.loginSecondFactor, { body })
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
