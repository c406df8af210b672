import { createHash } from 'node:crypto'
import { lt, sql } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Db } from '../db/connection'
import { idempotencia } from '../db/schema'
import { type Following, type Tx, transactionOpenedWith } from '../db/transaction'
import { heldAudits } from '../modules/audit/record'
import { sessionUser } from './access'
import { answerStatement } from './answer-statement'
import { carryOver, inSyncBatch, takeCarried, upcomingEdit } from './batch-scope'
import { HttpError } from './errors'

export type { Tx }
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

type Stored = { status: number; resposta: unknown; metodo: string; rota: string; hash_requisicao: string | null }

/**
 * Takes the (user, key) lock, then reads the stored answer: two statements sent with the transaction's `begin` as
 * one simple query (one round trip). They must stay two statements: each takes its own snapshot, so the read sees
 * an answer committed by a parallel copy while this one waited for the lock (one statement's read would not).
 * Simple queries take no parameters, so the values are written in: a user id (an integer) and a key that matched
 * KEY_PATTERN. In a sync batch the commit does not wait for the disk: the batch flushes once at its end
 * (batch-scope.ts).
 */
function lockAndRead(userId: number, key: string): string {
  if (!Number.isSafeInteger(userId) || !KEY_PATTERN.test(key)) throw new HttpError(400, 'Idempotency-Key inválida')
  const syncOff = inSyncBatch() ? `set_config('synchronous_commit', 'off', true), ` : ''
  return `select ${syncOff}pg_advisory_xact_lock(hashtextextended('idempotencia:${userId}:${key}', 0));
    select status, resposta, metodo, rota, hash_requisicao from idempotencia
    where id_usuario = ${userId} and chave = '${key}'`
}

/** The name a transaction opened ahead for a batch's edit is kept under: its user and key, as its lock. */
const carriedName = (userId: number, key: string) => `${userId}:${key}`

/**
 * In a sync batch, the transaction of the edit after this one, begun with this one's commit (one round trip
 * less per edit): it takes that edit's lock and reads its stored answer, and waits in the batch scope for it.
 */
function nextEditOpening(userId: number): Following | undefined {
  const key = upcomingEdit()
  if (key === undefined || !KEY_PATTERN.test(key)) return undefined
  return { opening: lockAndRead(userId, key), take: (opened) => carryOver(carriedName(userId, key), opened) }
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
 * Round trips per edit: begin with the lock and read, the effect's own statements, its audit rows with the answer
 * and the commit. In a sync batch the first comes with the previous edit's commit.
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
  const opening = (await takeCarried(carriedName(user.id, key))) ?? lockAndRead(user.id, key)
  const { outcome, replayed } = await transactionOpenedWith(db, opening, async (tx, [, read]) => {
    const stored = read.rows[0] as Stored | undefined
    if (stored) {
      const sameRequest = stored.hash_requisicao
        ? stored.hash_requisicao === hash
        : stored.metodo === req.method && stored.rota === req.url
      if (!sameRequest) throw new HttpError(422, KEY_REUSED)
      return { value: { outcome: { status: stored.status, body: stored.resposta }, replayed: true } }
    }
    const audits = heldAudits(tx)
    const result = await effect(tx)
    const closing = answerStatement(audits, {
      id_usuario: user.id,
      chave: key,
      id_escritorio: user.id_escritorio,
      metodo: req.method,
      rota: req.url,
      status: result.status,
      resposta: result.body,
      hash_requisicao: hash,
    })
    const following = result.status < 300 ? nextEditOpening(user.id) : undefined
    return { value: { outcome: result, replayed: false }, closing, following }
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
