import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { SyncBatchEntry, SyncBatchResult } from '../../../src/contracts/sync'
import { editComesNext } from '../../http/batch-scope'

type Outcome = SyncBatchResult['outcome']

function outcomeOf(status: number, replayed: boolean): Outcome {
  if (status < 300) return replayed ? 'replayed' : 'applied'
  if (status === 409) return 'conflict'
  if (status === 429 || status >= 500) return 'retry'
  return 'refused'
}

function parse(payload: string): unknown {
  try {
    return JSON.parse(payload)
  } catch {
    return null
  }
}

/**
 * Runs a batch of queued edits in order, each as the request it would have been alone: the same route,
 * role check, office scope, validation and `idempotent()` transaction, with the caller's session and the
 * entry's own Idempotency-Key. Stops at the first edit that is not a 2xx; the rest are `not-run`.
 * It also stops when the caller has gone away: nobody would read the answer, and the replay resumes.
 */
export async function runBatch(
  app: FastifyInstance,
  req: FastifyRequest,
  entries: SyncBatchEntry[],
): Promise<SyncBatchResult[]> {
  const results: SyncBatchResult[] = []
  let stopped = false
  for (const [index, entry] of entries.entries()) {
    if (stopped || req.socket?.destroyed) {
      results.push({ id: entry.id, outcome: 'not-run', status: 0, body: null })
      continue
    }
    editComesNext(entries[index + 1]?.id)
    const res = await app.inject({
      method: entry.method,
      url: entry.url,
      remoteAddress: req.ip,
      headers: {
        accept: 'application/json',
        authorization: req.headers.authorization ?? '',
        'idempotency-key': entry.id,
        ...(entry.contentType ? { 'content-type': entry.contentType } : {}),
      },
      ...(entry.body === undefined ? {} : { payload: entry.body }),
    })
    const outcome = outcomeOf(res.statusCode, res.headers['idempotent-replayed'] === 'true')
    results.push({ id: entry.id, outcome, status: res.statusCode, body: parse(res.payload) })
    stopped = outcome !== 'applied' && outcome !== 'replayed'
  }
  return results
}

/** What a batch came to, for its log line: its edits by outcome, and the edit it stopped at. */
export function batchSummary(entries: SyncBatchEntry[], results: SyncBatchResult[]) {
  const outcomes: Partial<Record<Outcome, number>> = {}
  for (const { outcome } of results) outcomes[outcome] = (outcomes[outcome] ?? 0) + 1
  const stop = results.findIndex((r) => r.outcome !== 'applied' && r.outcome !== 'replayed' && r.outcome !== 'not-run')
  if (stop < 0) return { outcomes }
  const { method, url } = entries[stop]
  return { outcomes, stoppedAt: { method, url, status: results[stop].status } }
}
