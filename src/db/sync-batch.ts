import { paths } from '../contracts/paths'
import { type SyncBatchResult, syncBatchResponse } from '../contracts/sync'
import { reportServerError } from '../lib/api/client'
import { trackReach } from '../lib/online'
import type { OutboxEntry } from './database'
import { markSent } from './outbox'
import {
  type Answer,
  answeredRow,
  isSent,
  type Outcome,
  requestOf,
  retryLater,
  type SyncDeps,
  sendOne,
  settle,
} from './sync-send'

/** A batch of 100 edits takes longer than one; a resend after a timeout is safe (idempotency). */
const BATCH_TIMEOUT_MS = 60_000

/**
 * What came back for a batch: a result per entry, a refusal of the request as such (its status and body), or
 * nothing at all (no connection, timeout).
 */
export type BatchReply =
  | { kind: 'answered'; results: SyncBatchResult[] }
  | { kind: 'refused'; status: number; data: unknown }
  | { kind: 'unreachable' }

/** Posts several entries in one ordered request (`POST /v2/api/sync/batch`); writes nothing locally. */
export async function postBatch(deps: SyncDeps, entries: OutboxEntry[], token: string): Promise<BatchReply> {
  let response: Response
  try {
    response = await trackReach(
      (deps.fetchImpl ?? fetch)(new URL(paths.syncBatch, deps.baseUrl ?? window.location.origin), {
        method: 'POST',
        body: JSON.stringify({ entries: entries.map((e) => ({ id: e.id, ...requestOf(e) })) }),
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: token },
        signal: AbortSignal.timeout(BATCH_TIMEOUT_MS),
      }),
    )
  } catch {
    return { kind: 'unreachable' }
  }
  reportServerError(response.status, 'POST', paths.syncBatch)
  const data = (await response.json().catch(() => ({}))) as unknown
  const parsed = syncBatchResponse.safeParse(data)
  if (!parsed.success) return { kind: 'refused', status: response.ok ? 502 : response.status, data }
  return { kind: 'answered', results: parsed.data.results }
}

/** The server answered entry `i` itself (in order, by id), rather than leaving it not run. */
const answered = (entries: OutboxEntry[], results: SyncBatchResult[], i: number) =>
  i < entries.length && results[i]?.id === entries[i].id && results[i].outcome !== 'not-run'

/** How many entries, from the first, the server applied: the results answer them in order, each with a 2xx. */
function appliedCount(entries: OutboxEntry[], results: SyncBatchResult[]) {
  let sent = 0
  while (answered(entries, results, sent) && isSent(results[sent].status)) sent++
  return sent
}

/** Every entry of the batch was applied: nothing of it can stop or hold back the edits queued after it. */
export const allApplied = (entries: OutboxEntry[], reply: BatchReply) =>
  reply.kind === 'answered' && appliedCount(entries, reply.results) === entries.length

/**
 * Applies to each entry of a batch the same rules as to an entry sent alone (`settle`). The server stops at the
 * first failure; the entries after it, and every entry when the batch itself failed, stay queued and go again
 * from the first one not applied.
 */
export async function settleBatch(
  deps: SyncDeps,
  entries: OutboxEntry[],
  reply: BatchReply,
  token: string,
): Promise<Outcome> {
  const { db } = deps
  const [first] = entries
  // Entries that got no answer of their own stay queued as they are.
  if (reply.kind === 'unreachable') return retryLater(db, first, 'Sem conexão com o servidor')
  if (reply.kind === 'refused') {
    // 401, 429 and 5xx concern the whole request: the first entry takes the usual rule for them. Any other
    // refusal of the batch as such: the first entry goes alone, so its own answer decides.
    const { status, data } = reply
    if (status === 401 || status === 429 || status >= 500) return settle(deps, first, status, data as Answer, token)
    return sendOne(deps, first, token)
  }
  const { results } = reply
  const sent = appliedCount(entries, results)
  // One IndexedDB transaction for the whole answer: a commit (a disk flush) per batch instead of per entry.
  return db.transaction('rw', db.rows, db.meta, db.outbox, async () => {
    await markSent(
      db,
      entries.slice(0, sent).map((entry, i) => ({ entry, serverRow: answeredRow((results[i].body ?? {}) as Answer) })),
    )
    if (answered(entries, results, sent)) {
      return settle(deps, entries[sent], results[sent].status, (results[sent].body ?? {}) as Answer, token)
    }
    return sent > 0 ? 'sent' : retryLater(db, first, 'O servidor não concluiu o envio')
  })
}
