import { queryOptions } from '@tanstack/react-query'
import { paths } from '@/contracts/paths'
import { publicProfileResponse } from '@/contracts/users'
import { requestParsed } from '@/lib/api/client'

/** A profile changes rarely: one call per username and ten minutes, shared by every place that shows it. */
const PROFILE_STALE_MS = 10 * 60_000

export const userQueries = {
  all: () => ['users'] as const,
  /** §7 `GET /api/users/{username}`, cached per username (case-insensitive). */
  profile: (username: string) =>
    queryOptions({
      queryKey: [...userQueries.all(), username.trim().toLowerCase()],
      queryFn: ({ signal }) =>
        requestParsed(publicProfileResponse, 'GET', paths.user(encodeURIComponent(username.trim().toLowerCase())), {
          signal,
        }).then((r) => r.value),
      staleTime: PROFILE_STALE_MS,
      retry: false,
      // A user one may not see answers 404: the username stays on screen, no snackbar.
      meta: { silent: true },
    }),
}
