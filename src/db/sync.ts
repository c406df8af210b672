import { type EncodedBody, encodeBody } from '@/lib/api/encoding'
import type { AppDatabase, OutboxEntry } from './database'
import { markConflict, markFailed, markSent } from './outbox'

export type SyncDeps = {
  db: AppDatabase
  getToken: () => string | null
  /** 401: the queue is kept and sending pauses until the user logs in again. */
  onUnauthorized: () => void
  fetchImpl?: typeof fetch
  /** Where relative entry URLs point; the page's origin by default. */
  baseUrl?: string
}

const SEND_TIMEOUT_MS = 20_000
const MAX_BACKOFF_MS = 60_000

/** Exponential backoff with full jitter; no attempt limit. */
export function backoffMs(attempts: number, random = Math.random): number {
  const cap = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.min(attempts, 10))
  return Math.round(cap / 2 + random() * (cap / 2))
}

/** The request of a queued edit, in the same wire format the API client uses online (`encodeBody`). */
function requestOf(entry: OutboxEntry, baseUrl: string): { url: string; init: RequestInit } {
  const url = new URL(entry.url, baseUrl)
  let body: EncodedBody | undefined
  if (entry.method === 'DELETE') {
    if (entry.baseVersion !== null) url.searchParams.set('version', String(entry.baseVersion))
  } else {
    body = encodeBody(entry.baseVersion === null ? entry.body : { ...entry.body, version: entry.baseVersion })
  }
  const headers: Record<string, string> = body?.contentType ? { 'Content-Type': body.contentType } : {}
  return { url: url.toString(), init: { method: entry.method, body: body?.data, headers } }
}

type Outcome = 'sent' | 'retry-later' | 'paused' | 'settled'

/** Sends one entry and records what happened. */
async function sendOne(deps: SyncDeps, entry: OutboxEntry): Promise<Outcome> {
  const { db } = deps
  const token = deps.getToken()
  if (!token) return 'paused'
  await db.outbox.update(entry.seq!, { state: 'sending' })
  const { url, init } = requestOf(entry, deps.baseUrl ?? window.location.origin)
  let response: Response
  try {
    response = await (deps.fetchImpl ?? fetch)(url, {
      ...init,
      headers: { ...init.headers, Accept: 'application/json', Authorization: token, 'Idempotency-Key': entry.id },
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    })
  } catch {
    return retryLater(db, entry, 'Sem conexão com o servidor')
  }
  const data = (await response.json().catch(() => ({}))) as { message?: string; value?: unknown; current?: unknown }
  if (response.ok) {
    const value = data.value !== null && typeof data.value === 'object' ? data.value : null
    await markSent(db, entry, value)
    return 'sent'
  }
  if (response.status === 401) {
    await db.outbox.update(entry.seq!, { state: 'pending' })
    deps.onUnauthorized()
    return 'paused'
  }
  if (response.status === 429 || response.status >= 500)
    return retryLater(db, entry, data.message ?? `Erro ${response.status}`)
  const message = data.message ?? `Erro ${response.status}`
  if (response.status === 409) await markConflict(db, entry, message, data.current ?? null)
  else await markFailed(db, entry, message)
  return 'settled'
}

async function retryLater(db: AppDatabase, entry: OutboxEntry, message: string): Promise<Outcome> {
  const attempts = entry.attempts + 1
  await db.outbox.update(entry.seq!, {
    state: 'pending',
    attempts,
    nextAttemptAt: Date.now() + backoffMs(attempts),
    lastError: message,
  })
  return 'retry-later'
}

/**
 * The next entry to send, in order. An entry waits while an earlier edit of the same row is failed or in
 * conflict, so edits of one row always reach the server in the order they were made.
 */
export async function nextEntry(db: AppDatabase, now = Date.now()): Promise<OutboxEntry | 'wait' | undefined> {
  const all = await db.outbox.orderBy('seq').toArray()
  const blocked = new Set<string>()
  for (const entry of all) {
    const row = `${entry.collection}|${entry.scope}|${entry.rowId}`
    if (entry.state === 'failed' || entry.state === 'conflict') {
      blocked.add(row)
      continue
    }
    if (blocked.has(row)) continue
    return entry.nextAttemptAt > now ? 'wait' : entry
  }
  return undefined
}

/** Sends every entry that can go now; returns when the queue is empty, blocked, offline or paused. */
export async function drainOutbox(deps: SyncDeps): Promise<'idle' | 'waiting' | 'paused'> {
  for (;;) {
    const entry = await nextEntry(deps.db)
    if (entry === undefined) return 'idle'
    if (entry === 'wait') return 'waiting'
    const outcome = await sendOne(deps, entry)
    if (outcome === 'paused') return 'paused'
    if (outcome === 'retry-later') return 'waiting'
  }
}

/** Entries left 'sending' by a closed tab go back to 'pending' (the server's idempotency makes a resend safe). */
export async function recoverInterrupted(db: AppDatabase) {
  await db.outbox.where('state').equals('sending').modify({ state: 'pending' })
}

/** The connection is back: entries waiting out a backoff from the offline period go now. */
export async function resetBackoff(db: AppDatabase) {
  await db.outbox.where('state').equals('pending').modify({ nextAttemptAt: 0 })
}
