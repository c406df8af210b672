import {
  type FetchQueryOptions,
  MutationCache,
  onlineManager,
  type Query,
  QueryCache,
  QueryClient,
  type QueryKey,
} from '@tanstack/react-query'
import { REPORT_NOT_RELEASED } from '@/contracts/report-services'
import { ApiError } from './api/client'
import { notify } from './notify'
import { isOnline, subscribeOnline } from './online'
import { QUERY_CACHE_MAX_AGE_MS } from './query-persistence'

/**
 * §8: a failed call with a server message is shown in a snackbar, by this handler alone (401s are handled by
 * the session). A query or mutation that shows its failure itself sets `meta.silent`, so a message appears once.
 */
function showFailure(error: Error, silent: unknown) {
  if (silent || (error instanceof ApiError && error.status === 401)) return
  // Offline, the top bar already says so and pages show what is saved: no snackbar per failed call.
  if (error instanceof ApiError && error.status === 0 && !isOnline()) return
  // A report not released to the professional: its page says so in place (NotReleasedState).
  if (error.message === REPORT_NOT_RELEASED) return
  notify({ text: error.message || 'Não foi possível concluir a operação.', color: 'danger' })
}

/**
 * The app's one QueryClient: defaults and the app-wide failure snackbar. TanStack Query follows the app's own
 * online state (lib/online: the browser's, corrected by calls that could not reach the server), from the start:
 * a page loaded offline never gets an 'offline' event, and saved figures must not be refetched into an error.
 */
export const createQueryClient = () => {
  onlineManager.setEventListener((setOnline) => {
    setOnline(isOnline())
    return subscribeOnline(() => setOnline(isOnline()))
  })
  const queryCache = new QueryCache({ onError: (error, query) => showFailure(error, query.meta?.silent) })
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: QUERY_CACHE_MAX_AGE_MS,
        retry: 1,
        refetchOnWindowFocus: false,
        networkMode: 'offlineFirst',
      },
    },
    queryCache,
    mutationCache: new MutationCache({
      onError: (error, _v, _c, mutation) => showFailure(error, mutation.meta?.silent),
    }),
  })
  refetchWhenInvalidatedDuringFirstFetch(client, queryCache)
  return client
}

/**
 * TanStack Query lets an invalidation that lands during a query's first fetch ride on that fetch
 * (TanStack/query#8530): the answer, read before the change that called for the invalidation, then stands as fresh.
 * A page can be acted on before its first fetch ends (a cached collection shows the server's rows while IndexedDB
 * still writes them), so such a query is invalidated again once that fetch has succeeded.
 */
function refetchWhenInvalidatedDuringFirstFetch(client: QueryClient, queryCache: QueryCache) {
  const invalidatedMidFetch = new WeakSet<Query>()
  queryCache.subscribe((event) => {
    if (event.type !== 'updated') return
    const { query, action } = event
    if (action.type === 'invalidate' && query.state.fetchStatus === 'fetching' && query.state.data === undefined)
      invalidatedMidFetch.add(query)
    // A failed fetch leaves the query invalidated.
    else if (action.type === 'error') invalidatedMidFetch.delete(query)
    // Once the cache has told everyone of the success it is reporting.
    else if (action.type === 'success' && invalidatedMidFetch.delete(query))
      queueMicrotask(() => void client.invalidateQueries({ queryKey: query.queryKey, exact: true }))
  })
}

/**
 * `work`'s result, or undefined as soon as the app is (or goes) offline: a query that pauses offline must not hold
 * a navigation until the connection returns; the page then draws what is saved, or says it has nothing saved yet.
 * A failure is undefined too, left to the page (route loaders never throw for their data).
 */
export function whileOnline<T>(work: Promise<T>): Promise<T | undefined> {
  if (!onlineManager.isOnline()) return Promise.resolve(undefined)
  return new Promise((resolve) => {
    const done = (value: T | undefined) => {
      stop()
      resolve(value)
    }
    const stop = onlineManager.subscribe((online) => {
      if (!online) done(undefined)
    })
    work.then(done, () => done(undefined))
  })
}

/** A route loader's prefetch: started always, awaited only while online (see `whileOnline`). */
export async function prefetchForRoute<Data, Key extends QueryKey>(
  client: QueryClient,
  options: FetchQueryOptions<Data, Error, Data, Key>,
): Promise<void> {
  await whileOnline(client.prefetchQuery(options))
}
