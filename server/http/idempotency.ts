import { and, eq, lt, sql } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Db } from '../db/connection'
import { idempotencia } from '../db/schema'
import { sessionUser } from './access'
import { HttpError } from './errors'

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type Outcome = { status: number; body: unknown }

const KEY_PATTERN = /^[\w-]{8,200}$/
const UNIQUE_VIOLATION = '23505'

/**
 * Runs a mutation once per `Idempotency-Key`: the effect and the stored answer commit in one transaction,
 * so a replay (a retried send from the outbox) gets the first answer and changes nothing.
 * Without the header the effect simply runs in a transaction.
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
  const replay = async () => {
    const stored = await db.query.idempotencia.findFirst({
      where: and(eq(idempotencia.id_usuario, user.id), eq(idempotencia.chave, key)),
    })
    if (!stored) return undefined
    if (stored.metodo !== req.method || stored.rota !== req.url) {
      throw new HttpError(422, 'Esta chave de idempotência já foi usada em outra operação.')
    }
    return reply.code(stored.status).header('idempotent-replayed', 'true').send(stored.resposta)
  }
  const previous = await replay()
  if (previous) return previous
  try {
    const outcome = await db.transaction(async (tx) => {
      const result = await effect(tx)
      await tx.insert(idempotencia).values({
        id_usuario: user.id,
        chave: key,
        id_escritorio: user.id_escritorio,
        metodo: req.method,
        rota: req.url,
        status: result.status,
        resposta: result.body as object,
      })
      return result
    })
    return reply.code(outcome.status).send(outcome.body)
  } catch (error) {
    // The same key raced in from another request: its answer is now stored.
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) {
      const raced = await replay()
      if (raced) return raced
    }
    throw error
  }
}

/** Stored answers are kept at least 24 hours; older ones are removed. */
export async function purgeIdempotency(db: Db, olderThanHours = 48) {
  await db
    .delete(idempotencia)
    .where(lt(idempotencia.data_criacao, sql`now() - make_interval(hours => ${olderThanHours})`))
}
