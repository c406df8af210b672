import { and, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/connection'
import { codigosRecuperacao, desafiosLogin, escritorios, segundoFator, usuarios } from '../../db/schema'
import type { Tx } from '../../db/transaction'

type Conn = Db | Tx

export async function findEnrolment(db: Conn, idUsuario: number) {
  const [row] = await db.select().from(segundoFator).where(eq(segundoFator.id_usuario, idUsuario))
  return row
}

/** Whether the account must have a second factor: staff always, a gestor when the office asks for it. */
export async function requirementOf(db: Conn, idUsuario: number) {
  const [row] = await db
    .select({
      tipo_usuario: usuarios.tipo_usuario,
      id_escritorio: usuarios.id_escritorio,
      exige: escritorios.exigir_segundo_fator_gestores,
    })
    .from(usuarios)
    .leftJoin(escritorios, eq(escritorios.id_escritorio, usuarios.id_escritorio))
    .where(eq(usuarios.id_interno, idUsuario))
  return row
}

/** A new pending secret replaces any pending one; a confirmed enrolment is never overwritten here. */
export async function storePendingSecret(db: Conn, idUsuario: number, segredo: string) {
  const rows = await db
    .insert(segundoFator)
    .values({ id_usuario: idUsuario, segredo })
    .onConflictDoUpdate({
      target: segundoFator.id_usuario,
      set: { segredo, ultimo_passo: null, data_criacao: sql`now()` },
      setWhere: isNull(segundoFator.confirmado_em),
    })
    .returning({ id: segundoFator.id_usuario })
  return rows.length > 0
}

/**
 * Accepts time step `step` for the user if it is later than the last one accepted: concurrent uses of one code
 * race on this row, and only one wins.
 */
export async function claimStep(db: Conn, idUsuario: number, step: number) {
  const rows = await db
    .update(segundoFator)
    .set({ ultimo_passo: step })
    .where(
      and(
        eq(segundoFator.id_usuario, idUsuario),
        or(isNull(segundoFator.ultimo_passo), lt(segundoFator.ultimo_passo, step)),
      ),
    )
    .returning({ id: segundoFator.id_usuario })
  return rows.length > 0
}

export async function confirmEnrolment(tx: Tx, idUsuario: number, codeHashes: string[]) {
  await tx.update(segundoFator).set({ confirmado_em: sql`now()` }).where(eq(segundoFator.id_usuario, idUsuario))
  await tx.delete(codigosRecuperacao).where(eq(codigosRecuperacao.id_usuario, idUsuario))
  await tx.insert(codigosRecuperacao).values(codeHashes.map((codigo_hash) => ({ id_usuario: idUsuario, codigo_hash })))
}

export async function removeEnrolment(tx: Tx, idUsuario: number) {
  await tx.delete(codigosRecuperacao).where(eq(codigosRecuperacao.id_usuario, idUsuario))
  await tx.delete(segundoFator).where(eq(segundoFator.id_usuario, idUsuario))
}

/** Spends a recovery code: true once per code. */
export async function spendRecoveryCode(db: Conn, idUsuario: number, codeHash: string) {
  const rows = await db
    .update(codigosRecuperacao)
    .set({ usado_em: sql`now()` })
    .where(
      and(
        eq(codigosRecuperacao.id_usuario, idUsuario),
        eq(codigosRecuperacao.codigo_hash, codeHash),
        isNull(codigosRecuperacao.usado_em),
      ),
    )
    .returning({ id: codigosRecuperacao.id })
  return rows.length > 0
}

export async function recoveryCodesLeft(db: Conn, idUsuario: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(codigosRecuperacao)
    .where(and(eq(codigosRecuperacao.id_usuario, idUsuario), isNull(codigosRecuperacao.usado_em)))
  return row.n
}

export async function setOfficeRequirement(db: Conn, idEscritorio: number, exigir: boolean) {
  const rows = await db
    .update(escritorios)
    .set({ exigir_segundo_fator_gestores: exigir })
    .where(eq(escritorios.id_escritorio, idEscritorio))
    .returning({ id: escritorios.id_escritorio })
  return rows.length > 0
}

export async function insertChallenge(db: Conn, tokenHash: string, idUsuario: number, expiraEm: Date) {
  await db.insert(desafiosLogin).values({ token_hash: tokenHash, id_usuario: idUsuario, expira_em: expiraEm })
}

/** The user of a live, unspent challenge. */
export async function findChallenge(db: Conn, tokenHash: string) {
  const [row] = await db
    .select({ id_usuario: desafiosLogin.id_usuario })
    .from(desafiosLogin)
    .where(
      and(
        eq(desafiosLogin.token_hash, tokenHash),
        isNull(desafiosLogin.usado_em),
        gt(desafiosLogin.expira_em, sql`now()`),
      ),
    )
  return row?.id_usuario ?? null
}

/** Spends the challenge: true for the one call that does. */
export async function spendChallenge(db: Conn, tokenHash: string) {
  const rows = await db
    .update(desafiosLogin)
    .set({ usado_em: sql`now()` })
    .where(and(eq(desafiosLogin.token_hash, tokenHash), isNull(desafiosLogin.usado_em)))
    .returning({ id: desafiosLogin.id_usuario })
  return rows.length > 0
}

/** The hourly purge: challenges spent or expired. */
export async function purgeChallenges(db: Db) {
  await db.delete(desafiosLogin).where(or(isNotNull(desafiosLogin.usado_em), lt(desafiosLogin.expira_em, sql`now()`)))
}
