import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/connection'
import { emailsSaida, redefinicoesSenha, sessoes, usuarios } from '../../db/schema'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export const findActiveUserByEmail = (db: Db, email: string) =>
  db.query.usuarios.findFirst({
    where: and(sql`lower(${usuarios.email}) = lower(${email})`, eq(usuarios.ativo, true)),
  })

/** A new link replaces the user's earlier unused ones. */
export async function storeResetToken(tx: Tx, idUsuario: number, tokenHash: string, expiraEm: Date) {
  await tx
    .update(redefinicoesSenha)
    .set({ usado_em: sql`now()` })
    .where(and(eq(redefinicoesSenha.id_usuario, idUsuario), isNull(redefinicoesSenha.usado_em)))
  await tx.insert(redefinicoesSenha).values({ token_hash: tokenHash, id_usuario: idUsuario, expira_em: expiraEm })
}

/** The record of an outgoing mail (its live secrets already redacted by the caller); answers its id. */
export async function recordEmail(tx: Tx, mail: { destinatario: string; assunto: string; corpo: string }) {
  const [row] = await tx.insert(emailsSaida).values(mail).returning({ id: emailsSaida.id })
  return row.id
}

export async function markEmailSent(db: Db, id: number) {
  await db.update(emailsSaida).set({ enviado_em: sql`now()` }).where(eq(emailsSaida.id, id))
}

/** The link is unused, unexpired and its user active. */
const usable = (tokenHash: string) =>
  and(
    eq(redefinicoesSenha.token_hash, tokenHash),
    isNull(redefinicoesSenha.usado_em),
    gt(redefinicoesSenha.expira_em, sql`now()`),
    sql`exists (select 1 from ${usuarios} where ${usuarios.id_interno} = ${redefinicoesSenha.id_usuario} and ${usuarios.ativo})`,
  )

export async function resetTokenUsable(db: Db, tokenHash: string): Promise<boolean> {
  const [row] = await db.select({ id: redefinicoesSenha.id_usuario }).from(redefinicoesSenha).where(usable(tokenHash))
  return row !== undefined
}

/** Marks the link used if it is still usable (checked again: two confirmations may race); answers the user, or null. */
export async function consumeResetToken(tx: Tx, tokenHash: string) {
  const [row] = await tx
    .update(redefinicoesSenha)
    .set({ usado_em: sql`now()` })
    .where(usable(tokenHash))
    .returning({ id_usuario: redefinicoesSenha.id_usuario })
  return row?.id_usuario ?? null
}

/** The new password, and every session of the user ends (whoever held the old password is out). */
export async function setPassword(tx: Tx, idUsuario: number, senhaHash: string) {
  const [user] = await tx
    .update(usuarios)
    .set({ senha_hash: senhaHash, version: sql`${usuarios.version} + 1`, data_atualizacao: sql`now()` })
    .where(eq(usuarios.id_interno, idUsuario))
    .returning({ id_escritorio: usuarios.id_escritorio })
  await tx
    .update(sessoes)
    .set({ revogada_em: sql`now()` })
    .where(and(eq(sessoes.id_usuario, idUsuario), isNull(sessoes.revogada_em)))
  return user
}
