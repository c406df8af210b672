import { createHash } from 'node:crypto'
import { and, eq, lt, sql } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Db } from '../db/connection'
import { idempotencia } from '../db/schema'
import { sessionUser } from './access'
import { inSyncBatch } from './batch-scope'
import { HttpError } from './errors'

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type Outcome = { status: number; body: unknown }

const KEY_PATTERN = /^[\w-]{8,200}$/
export const KEY_REUSED =
  'Esta chave de idempotência já foi usada em outra requisição (outro endereço ou outros dados).'

/** The same value whatever the order of an object's keys; bigints (centavos) as text. */
const canonical = (value: unknown): unknown => {
  if (typeof value === 'bigint') return value.toString()
  if (Array.isArray(value)) return value.map(canonical)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    )
  }
  return value
}

/** sha256 of what the request asks for: method, path with query, and body. */
export const requestHash = (req: FastifyRequest) =>
  createHash('sha256')
    .update(`${req.method} ${req.url}\n${JSON.stringify(canonical(req.body ?? null))}`)
    .digest('hex')

/**
 * Runs a mutation once per `Idempotency-Key`: the effect and the stored answer commit in one transaction,
 * so a replay (a retried send from the outbox) gets the first answer and changes nothing.
 * Requests with one key are serialised by a transaction-level advisory lock on (user, key): a parallel
 * copy waits for the first to commit and then replays its answer. The same key with another request
 * (method, path or body) is refused with 422. Without the header the effect simply runs in a transaction.
 */
export async function idempotent(
  db: Db,
  req: FastifyRequest,
  reply: FastifyReply,
  effect: (tx: Tx) => Promise<Outcome>,
) {
  const key = req.headers['idempotency-key']
  if (key === undefined) {
    const outcome = await db.transaction(effect)
    return reply.code(outcome.status).send(outcome.body)
  }
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) throw new HttpError(400, 'Idempotency-Key inválida')
  const user = sessionUser(req)
  const hash = requestHash(req)
  const { outcome, replayed } = await db.transaction(async (tx) => {
    const lock = sql`pg_advisory_xact_lock(hashtextextended(${`idempotencia:${user.id}:${key}`}, 0))`
    // In a sync batch the commit does not wait for the disk: the batch flushes once at its end (batch-scope.ts).
    await tx.execute(
      inSyncBatch() ? sql`select set_config('synchronous_commit', 'off', true), ${lock}` : sql`select ${lock}`,
    )
    const stored = await tx.query.idempotencia.findFirst({
      where: and(eq(idempotencia.id_usuario, user.id), eq(idempotencia.chave, key)),
    })
    if (stored) {
      const sameRequest = stored.hash_requisicao
        ? stored.hash_requisicao === hash
        : stored.metodo === req.method && stored.rota === req.url
      if (!sameRequest) throw new HttpError(422, KEY_REUSED)
      return { outcome: { status: stored.status, body: stored.resposta }, replayed: true }
    }
    const result = await effect(tx)
    await tx.insert(idempotencia).values({
      id_usuario: user.id,
      chave: key,
      id_escritorio: user.id_escritorio,
      metodo: req.method,
      rota: req.url,
      status: result.status,
      resposta: result.body as object,
      hash_requisicao: hash,
    })
    return { outcome: result, replayed: false }
  })
  if (replayed) reply.header('idempotent-replayed', 'true')
  return reply.code(outcome.status).send(outcome.body)
}

/** Stored answers are kept at least 24 hours; older ones are removed. */
export async function purgeIdempotency(db: Db, olderThanHours = 48) {
  await db
    .delete(idempotencia)
    .where(lt(idempotencia.data_criacao, sql`now() - make_interval(hours => ${olderThanHours})`))
}
