import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/connection'
import { sessoes } from '../../db/schema'
import type { Tx } from '../../db/transaction'

/** The user's open sessions, the most recently used first. */
export function openSessions(db: Db, idUsuario: number) {
  return db
    .select({
      id: sessoes.id,
      token_hash: sessoes.token_hash,
      user_agent: sessoes.user_agent,
      endereco: sessoes.endereco,
      ultimo_uso: sessoes.ultimo_uso,
      data_criacao: sessoes.data_criacao,
    })
    .from(sessoes)
    .where(and(eq(sessoes.id_usuario, idUsuario), isNull(sessoes.revogada_em), gt(sessoes.expira_em, sql`now()`)))
    .orderBy(desc(sessoes.ultimo_uso), desc(sessoes.id))
}

/** Ends one open session of the user other than `keepTokenHash`: false when there is none such. */
export async function endSession(db: Db, idUsuario: number, id: number, keepTokenHash: string) {
  const rows = await db
    .update(sessoes)
    .set({ revogada_em: sql`now()` })
    .where(
      and(
        eq(sessoes.id, id),
        eq(sessoes.id_usuario, idUsuario),
        ne(sessoes.token_hash, keepTokenHash),
        isNull(sessoes.revogada_em),
      ),
    )
    .returning({ id: sessoes.id })
  return rows.length > 0
}

export async function sessionId(db: Db, tokenHash: string) {
  const [row] = await db.select({ id: sessoes.id }).from(sessoes).where(eq(sessoes.token_hash, tokenHash))
  return row?.id
}

/** The session that enrolled the second factor is no longer limited to enrolling it. */
export async function liftEnrolmentScope(tx: Tx, tokenHash: string) {
  await tx.update(sessoes).set({ escopo: null }).where(eq(sessoes.token_hash, tokenHash))
}
