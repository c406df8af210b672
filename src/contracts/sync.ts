import { z } from 'zod'

/** At most this many queued edits travel in one batch; the sender splits a longer queue. */
export const SYNC_BATCH_MAX = 100

/** One queued edit as the outbox would send it alone: its own Idempotency-Key, method, API path and body. */
export const syncBatchEntry = z.object({
  id: z.string().regex(/^[\w-]{8,200}$/, 'Idempotency-Key inválida'),
  method: z.enum(['POST', 'PUT', 'DELETE']),
  url: z
    .string()
    .regex(/^\/v2\/[^?#\s]*(\?[^#\s]*)?$/, 'Endereço fora da API')
    .refine((url) => !/\/\.{1,2}(\/|\?|$)/.test(url), 'Endereço fora da API')
    .refine((url) => !url.startsWith('/v2/api/sync/'), 'Um envio em lote não pode conter outro'),
  /** The body exactly as the edit would send it alone (form data by default, §7), with its content type. */
  body: z.string().optional(),
  contentType: z.enum(['application/x-www-form-urlencoded;charset=UTF-8', 'application/json']).optional(),
})
export type SyncBatchEntry = z.infer<typeof syncBatchEntry>

export const syncBatchBody = z.object({
  entries: z
    .array(syncBatchEntry)
    .min(1, 'Nenhuma edição enviada')
    .max(SYNC_BATCH_MAX, `No máximo ${SYNC_BATCH_MAX} edições por envio`),
})

/**
 * What happened to each edit, in order: `applied` (2xx now), `replayed` (2xx stored from an earlier send),
 * `conflict` (409), `refused` (other 4xx), `retry` (429 or 5xx), `not-run` (after the first failure).
 * `status` and `body` are the answer the edit would have had alone.
 */
export const syncBatchResult = z.object({
  id: z.string(),
  outcome: z.enum(['applied', 'replayed', 'conflict', 'refused', 'retry', 'not-run']),
  status: z.number().int(),
  body: z.unknown(),
})
export type SyncBatchResult = z.infer<typeof syncBatchResult>

export const syncBatchResponse = z.object({ status: z.literal(200), results: z.array(syncBatchResult) })
