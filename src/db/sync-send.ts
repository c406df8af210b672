import { reportServerError } from '../lib/api/client'
import { encodeBody } from '../lib/api/encoding'
import { trackReach } from '../lib/online'
import type { AppDatabase, OutboxEntry } from './database'
import { markConflict, markFailed, markSent } from './outbox'

export type SyncDeps = {
  db: AppDatabase
  getToken: () => string | null
  /** 401 to an edit sent with `token`: the queue is kept and sending pauses until the user logs in again. */
  onUnauthorized: (token: string) => void
  fetchImpl?: typeof fetch
  /** Where relative entry URLs point; the page's origin by default. */
  baseUrl?: string
}

export const SEND_TIMEOUT_MS = 20_000
const MAX_BACKOFF_MS = 60_000

/** Exponential backoff with full jitter; no attempt limit. */
export function backoffMs(attempts: number, random = Math.random): number {
  const cap = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.min(attempts, 10))
  return Math.round(cap / 2 + random() * (cap / 2))
}

/**
 * What the outbox sends for an entry, in the same wire format the API client uses online (`encodeBody`):
 * the API path (with `version` in the query of a DELETE), the body as text and its content type.
 */
export function requestOf(entry: OutboxEntry): {
  method: OutboxEntry['method']
  url: string
  body?: string
  contentType?: string
} {
  if (entry.method === 'DELETE') {
    const [path, query] = entry.url.split('?')
    const search = new URLSearchParams(query)
    if (entry.baseVersion !== null) search.set('version', String(entry.baseVersion))
    const rest = search.toString()
    return { method: entry.method, url: rest ? `${path}?${rest}` : path }
  }
  const encoded = encodeBody(entry.baseVersion === null ? entry.body : { ...entry.body, version: entry.baseVersion })
  return {
    method: entry.method,
    url: entry.url,
    body: encoded && String(encoded.data),
    contentType: encoded?.contentType,
  }
}

export type Outcome = 'sent' | 'retry-later' | 'paused' | 'settled'
export type Answer = { message?: string; value?: unknown; current?: unknown }

/** Sends one entry alone, with the session's `token`, and records what happened. */
export async function sendOne(deps: SyncDeps, entry: OutboxEntry, token: string): Promise<Outcome> {
  const { db } = deps
  const request = requestOf(entry)
  let response: Response
  try {
    response = await trackReach(
      (deps.fetchImpl ?? fetch)(new URL(request.url, deps.baseUrl ?? window.location.origin).toString(), {
        method: request.method,
        body: request.body,
        headers: {
          ...(request.contentType ? { 'Content-Type': request.contentType } : {}),
          Accept: 'application/json',
          Authorization: token,
          'Idempotency-Key': entry.id,
        },
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      }),
    )
  } catch {
    return retryLater(db, entry, 'Sem conexão com o servidor')
  }
  reportServerError(response.status, request.method, request.url)
  return settle(deps, entry, response.status, (await response.json().catch(() => ({}))) as Answer, token)
}

export const isSent = (status: number) => status >= 200 && status < 300
/** The row a 2xx answer carries (`value`), when it is one. */
export const answeredRow = (data: Answer) =>
  data.value !== null && typeof data.value === 'object' ? (data.value as object) : null

/**
 * The rules for the server's answer to one entry, sent alone or in a batch: 2xx sent, 401 pauses,
 * 429 and 5xx retry later, 409 conflict, any other 4xx failed (rolled back and listed).
 */
export async function settle(
  deps: SyncDeps,
  entry: OutboxEntry,
  status: number,
  data: Answer,
  sentWith: string,
): Promise<Outcome> {
  const { db } = deps
  if (isSent(status)) {
    await markSent(db, [{ entry, serverRow: answeredRow(data) }])
    return 'sent'
  }
  if (status === 401) {
    deps.onUnauthorized(sentWith)
    return 'paused'
  }
  if (status === 429 || status >= 500) return retryLater(db, entry, data.message ?? `Erro ${status}`)
  const message = data.message ?? `Erro ${status}`
  if (status === 409) await markConflict(db, entry, message, data.current ?? null)
  else await markFailed(db, entry, message)
  return 'settled'
}

export async function retryLater(db: AppDatabase, entry: OutboxEntry, message: string): Promise<Outcome> {
  const attempts = entry.attempts + 1
  await db.outbox.update(entry.seq!, {
    attempts,
    nextAttemptAt: Date.now() + backoffMs(attempts),
    lastError: message,
  })
  return 'retry-later'
}
