import { type QueryKey, useQuery } from '@tanstack/react-query'
import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect, useMemo, useState } from 'react'
import { useOnline } from '@/lib/online'
import { type Collection, indexRows, pageOf, readPage, replaceRows, rowsAfterReplace } from './collections'
import { type Edit, enqueueEdit } from './outbox'
import { recordOperations } from './record-operations'
import { useSync } from './sync-context'

type Refresh = {
  queryKey: QueryKey
  /**
   * Asks the server for the whole collection; the answer replaces the local rows. Without one, the refresh
   * fails with §8's 'Função para carregar/salvar/remover ainda não foi implementada', shown in a snackbar.
   */
  fetch?: () => Promise<unknown>
  enabled?: boolean
  refetchInterval?: number
}

/**
 * When (performance.now()) the refresh last written for each collection and scope was asked. TanStack Query drops the
 * answer of a refresh superseded while on its way (an invalidation cancels it), but not the query function's own
 * writes: an answer asked earlier and arriving later must not replace the newer rows with older ones.
 */
const lastAsked = new Map<string, number>()

/** Whether an answer asked at `asked` may be written: no refresh asked after it has been written. Claims it if so. */
function claimWrite(key: string, asked: number) {
  if ((lastAsked.get(key) ?? Number.NEGATIVE_INFINITY) > asked) return false
  lastAsked.set(key, asked)
  return true
}

/** A long list reads `pageSize` rows at a time (`loadMore` as the user scrolls), matching `search` if given. */
type View = { pageSize: number; search?: string }

/**
 * A cached collection (§3): rendered at once from IndexedDB (undefined only while IndexedDB answers) in the
 * collection's order and refreshed from the server in the background; edits still queued are re-applied on
 * top of each refresh. With a `view`, only the rows on screen are read, so opening takes the same time
 * whatever the collection's size; `total` is how many rows there are (matching the search). Offline, a
 * collection this device never received reads as undefined (not as an empty list), so the page says it is not
 * available offline yet instead of 'Nenhum registro'. A refresh is shown as soon as it arrives, while IndexedDB still
 * writes it (seconds for thousands of rows), until a read reflects the write.
 */
export function useCollection<T>(collection: Collection<T>, scope: string, refresh: Refresh, view?: View) {
  const { db } = useSync()
  const online = useOnline()
  const search = view?.search ?? ''
  const [shown, setShown] = useState({ search, limit: view?.pageSize })
  const limit = shown.search === search ? shown.limit : view?.pageSize
  useEffect(() => {
    void indexRows(db, collection, scope)
  }, [db, collection, scope])
  const cached = useLiveQuery(
    () => readPage(db, collection, scope, { limit, search }),
    [db, collection, scope, limit, search],
  )
  const [arrived, setArrived] = useState<{ scope: string; rows: T[]; at: number }>()
  // Shown until a read reflects the refresh's write (or a later one): from then on IndexedDB is the truth, with
  // whatever was written after it (an edit, a conflict). A timestamp taken when the write's promise settles would
  // be later than reads already showing those writes, and would hide them.
  const arrivedShown =
    arrived?.scope === scope && (cached?.updatedAt ?? Number.NEGATIVE_INFINITY) < arrived.at ? arrived.rows : undefined
  const page = useMemo(
    () => (arrivedShown ? pageOf(collection, arrivedShown, { limit, search }) : cached),
    [arrivedShown, cached, collection, limit, search],
  )
  const { load } = recordOperations({ load: refresh.fetch })
  const query = useQuery({
    queryKey: refresh.queryKey,
    queryFn: async () => {
      const asked = performance.now()
      const value = await load()
      const count = Array.isArray(value) ? value.length : 0
      if (!claimWrite(`${db.name}|${collection.name}|${scope}`, asked)) return count
      const at = Date.now()
      const rows = await rowsAfterReplace(db, collection, scope, value)
      if (rows) setArrived({ scope, rows, at })
      try {
        await replaceRows(db, collection, scope, value, at)
      } catch (error) {
        setArrived(undefined)
        throw error
      }
      return count
    },
    enabled: refresh.enabled,
    refetchInterval: refresh.refetchInterval,
    // Pages show a failed refresh themselves (the cached rows stay); a missing loader is a message for the user.
    retry: refresh.fetch ? undefined : false,
    meta: { silent: refresh.fetch !== undefined },
  })
  const loadMore = () => {
    // Only once the rows asked for so far have arrived: a scroll event per frame asks for one more screen.
    if (view && page && page.rows.length < page.total && page.rows.length >= (limit ?? 0))
      setShown({ search, limit: page.rows.length + view.pageSize })
  }
  const neverReceived = !online && page?.total === 0 && !search && query.data === undefined
  return {
    rows: neverReceived ? undefined : page?.rows,
    total: neverReceived ? undefined : page?.total,
    loadMore,
    refreshing: query.isFetching,
    refreshFailed: query.isError,
    refreshError: query.error,
  }
}

/** Applies an edit locally, queues it in the outbox and wakes the sender. */
export function useQueueEdit() {
  const { db, kick } = useSync()
  return async <T>(edit: Edit<T>) => {
    const id = await enqueueEdit(db, edit)
    kick()
    return id
  }
}
