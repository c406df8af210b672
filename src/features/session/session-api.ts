import { queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import { envelope } from '@/contracts/envelope'
import { paths } from '@/contracts/paths'
import { type CurrentUser, currentUser, type LoginBody } from '@/contracts/session'
import { api, requestParsed } from '@/lib/api/client'
import { sessionStore } from './session-store'

export async function loginRequest(body: LoginBody): Promise<CurrentUser> {
  const user = await requestParsed(currentUser, 'POST', paths.login, { body })
  sessionStore.set(user)
  return user
}

const selfResponse = envelope(currentUser.omit({ token: true }))

export const sessionQueries = {
  all: () => ['session'] as const,
  /** On start the stored session is validated against the server (§4); a 401 clears it (api client). */
  validate: (token: string) =>
    queryOptions({
      queryKey: [...sessionQueries.all(), 'validate', token.slice(0, 8)],
      queryFn: async () => {
        const res = await requestParsed(selfResponse, 'GET', paths.validateSession)
        sessionStore.set((prev) => (prev ? { ...prev, ...res.value } : prev))
        return res.value
      },
      staleTime: 5 * 60_000,
      retry: false,
    }),
}

export async function logoutRequest() {
  try {
    await api.post(paths.logout)
  } finally {
    sessionStore.clear()
  }
}

export type SelfResponse = z.infer<typeof selfResponse>
