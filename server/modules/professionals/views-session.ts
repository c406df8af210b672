import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/connection'
import { sessoes, type usuarios } from '../../db/schema'
import type { SessionUser } from '../../http/access'
import type { Tx } from '../../http/idempotency'
import { recordAudit } from '../audit/record'
import { currentUser } from '../auth/service'
import { hashToken, newSessionToken } from '../auth/tokens'

type Usuario = typeof usuarios.$inferSelect

const insertSession = (tx: Tx, token: string, user: number, expiraEm: Date, origem: string | null = null) =>
  tx
    .insert(sessoes)
    .values({ token_hash: hashToken(token), id_usuario: user, expira_em: expiraEm, sessao_origem: origem })

/** A view session lasts one hour; the session that opened it stays valid and the app returns to it. */
const VIEW_TTL_MS = 3_600_000

/** The answer of a view or a switch: the current user of the new session (§6 flags of its profile), with its token. */
async function answer(db: Db, target: Usuario, asClient: boolean, token: string) {
  return { status: 200, value: { ...(await currentUser(db, target.id_interno, asClient)), token } }
}

/**
 * views/client, views/professional: a one-hour, read-only session of `target` (see view-guard.ts), marked as a
 * view (it cannot switch profiles) and tied to the viewer's own session, which it cannot outlive; a client view
 * of a professional who is also a client acts as their client record only.
 */
export async function openView(db: Db, actor: SessionUser, office: number, target: Usuario, asClient: boolean) {
  const token = newSessionToken({ asClient, view: true })
  await db.transaction(async (tx) => {
    await insertSession(tx, token, target.id_interno, new Date(Date.now() + VIEW_TTL_MS), actor.tokenHash)
    await recordAudit(tx, {
      office,
      user: actor.id,
      acao: 'abrir-visao',
      entidade: 'visao',
      id: target.id_interno,
      depois: asClient ? { perfil: 'cliente', id_cliente: target.id_cliente } : { perfil: 'profissional' },
    })
  })
  return answer(db, target, asClient, token)
}

/** §6 switch: the current session ends and one of the other profile takes its place, with the same expiry. */
export async function switchProfile(db: Db, user: Usuario, tokenHash: string, asClient: boolean) {
  const token = newSessionToken({ asClient })
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(sessoes).where(eq(sessoes.token_hash, tokenHash))
    await tx.update(sessoes).set({ revogada_em: sql`now()` }).where(eq(sessoes.token_hash, tokenHash))
    await insertSession(tx, token, user.id_interno, current.expira_em)
    await recordAudit(tx, {
      office: user.id_escritorio,
      user: user.id_interno,
      acao: 'trocar-perfil',
      entidade: 'usuario',
      id: user.id_interno,
      depois: { perfil: asClient ? 'cliente' : 'profissional' },
    })
  })
  return answer(db, user, asClient, token)
}
