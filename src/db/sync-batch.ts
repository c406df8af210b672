import { paths } from '../contracts/paths'
import { syncBatchResponse } from '../contracts/sync'
import { reportServerError } from '../lib/api/client'
import type { OutboxEntry } from './database'
import { type Answer, type Outcome, requestOf, retryLater, type SyncDeps, sendOne, settle } from './sync-send'

/** A batch of 100 edits takes longer than one; a resend after a timeout is safe (idempotency). */
const BATCH_TIMEOUT_MS = 60_000

/** Entries of a batch that got no answer of their own go back to the queue, untouched. */
async function release(deps: SyncDeps, entries: OutboxEntry[]) {
  await deps.db.outbox
    .where('seq')
    .anyOf(entries.map((e) => e.seq!))
    .modify((e) => {
      if (e.state === 'sending') e.state = 'pending'
    })
}

/**
 * Sends several entries in one ordered request (`POST /v2/api/sync/batch`) and applies to each answer the
 * same rules as to an entry sent alone (`settle`). The server stops at the first failure; the entries after
 * it, and every entry when the batch itself failed, stay queued and go again from the first one not applied.
 */
export async function sendBatch(deps: SyncDeps, entries: OutboxEntry[]): Promise<Outcome> {
  const { db } = deps
  const token = deps.getToken()
  if (!token) return 'paused'
  const [first] = entries
  await db.outbox
    .where('seq')
    .anyOf(entries.map((e) => e.seq!))
    .modify({ state: 'sending' })
  let response: Response
  try {
    response = await (deps.fetchImpl ?? fetch)(new URL(paths.syncBatch, deps.baseUrl ?? window.location.origin), {
      method: 'POST',
      body: JSON.stringify({ entries: entries.map((e) => ({ id: e.id, ...requestOf(e) })) }),
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: token },
      signal: AbortSignal.timeout(BATCH_TIMEOUT_MS),
    })
  } catch {
    await release(deps, entries)
    return retryLater(db, first, 'Sem conexão com o servidor')
  }
  reportServerError(response.status, 'POST', paths.syncBatch)
  const data = (await response.json().catch(() => ({}))) as unknown
  const parsed = syncBatchResponse.safeParse(data)
  if (!parsed.success) {
    await release(deps, entries)
    // 401, 429 and 5xx concern the whole request: the first entry takes the usual rule for them. Any other
    // refusal of the batch as such: the first entry goes alone, so its own answer decides.
    const status = response.ok ? 502 : response.status
    if (status === 401 || status === 429 || status >= 500) return settle(deps, first, status, data as Answer)
    return sendOne(deps, first)
  }
  const { results } = parsed.data
  // One IndexedDB transaction for the whole answer: a commit (a disk flush) per batch instead of per entry.
  return db.transaction('rw', db.rows, db.meta, db.outbox, async () => {
    let settled = 0
    for (const [i, entry] of entries.entries()) {
      const result = results[i]
      if (result?.id !== entry.id || result.outcome === 'not-run') break
      const outcome = await settle(deps, entry, result.status, (result.body ?? {}) as Answer)
      settled++
      if (outcome !== 'sent') {
        await release(deps, entries.slice(i + 1))
        return outcome
      }
    }
    await release(deps, entries.slice(settled))
    return settled > 0 ? 'sent' : retryLater(db, first, 'O servidor não concluiu o envio')
  })
}
