import { and, eq, isNull, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/connection'
import { auditoria, sessoes, usuarios } from '../../db/schema'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export async function findPasswordHash(db: Db | Tx, idUsuario: number) {
  const [row] = await db
    .select({ senha_hash: usuarios.senha_hash })
    .from(usuarios)
    .where(eq(usuarios.id_interno, idUsuario))
  return row?.senha_hash
}

/** Stores the new hash only if the row still holds the hash that was verified (a concurrent change wins). */
export async function updatePasswordHash(tx: Tx, idUsuario: number, oldHash: string, newHash: string) {
  const rows = await tx
    .update(usuarios)
    .set({ senha_hash: newHash, version: sql`${usuarios.version} + 1`, data_atualizacao: sql`now()` })
    .where(and(eq(usuarios.id_interno, idUsuario), eq(usuarios.senha_hash, oldHash)))
    .returning({ id: usuarios.id_interno })
  return rows.length > 0
}

export async function revokeOtherSessions(tx: Tx, idUsuario: number, keepTokenHash: string) {
  await tx
    .update(sessoes)
    .set({ revogada_em: sql`now()` })
    .where(and(eq(sessoes.id_usuario, idUsuario), ne(sessoes.token_hash, keepTokenHash), isNull(sessoes.revogada_em)))
}

/** Records who changed a password and when; never the hashes. */
export async function auditPasswordChange(tx: Tx, idUsuario: number, idEscritorio: number | null) {
  await tx.insert(auditoria).values({
    id_escritorio: idEscritorio,
    id_usuario: idUsuario,
    acao: 'alterar_senha',
    entidade: 'usuarios',
    id_entidade: String(idUsuario),
  })
}
