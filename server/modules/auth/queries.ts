import { and, eq, gt, isNull, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/connection'
import { escritorios, sessoes, usuarios } from '../../db/schema'

export function findUserByEmail(db: Db, email: string) {
  return db.query.usuarios.findFirst({ where: sql`lower(${usuarios.email}) = lower(${email})` })
}

export async function findUserWithOffice(db: Db, idUsuario: number) {
  const [row] = await db
    .select({ usuario: usuarios, escritorio: escritorios })
    .from(usuarios)
    .leftJoin(escritorios, eq(escritorios.id_escritorio, usuarios.id_escritorio))
    .where(eq(usuarios.id_interno, idUsuario))
  return row
}

/** Where a request comes from, as a session records it. */
export type Client = { ip: string; userAgent: string | undefined }

/** The device's description is kept short: a User-Agent is the client's own text, of any length. */
const agentOf = (client: Client) => client.userAgent?.slice(0, 300) ?? null

export async function insertSession(
  db: Db,
  tokenHash: string,
  idUsuario: number,
  expiraEm: Date,
  client: Client,
  escopo: string | null,
) {
  await db.insert(sessoes).values({
    token_hash: tokenHash,
    id_usuario: idUsuario,
    expira_em: expiraEm,
    user_agent: agentOf(client),
    endereco: client.ip,
    escopo,
  })
}

const origem = alias(sessoes, 'origem')
const visualizador = alias(usuarios, 'visualizador')

/**
 * The user of a live session, and for a view the user who opened it: a view lives only while the session that
 * opened it does (not revoked, not expired, its user still active).
 */
export async function findActiveSessionUser(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      usuario: usuarios,
      visualizador: visualizador.id_interno,
      ultimo_uso: sessoes.ultimo_uso,
      escopo: sessoes.escopo,
    })
    .from(sessoes)
    .innerJoin(usuarios, eq(usuarios.id_interno, sessoes.id_usuario))
    .leftJoin(origem, eq(origem.token_hash, sessoes.sessao_origem))
    .leftJoin(visualizador, eq(visualizador.id_interno, origem.id_usuario))
    .where(
      and(
        eq(sessoes.token_hash, tokenHash),
        isNull(sessoes.revogada_em),
        gt(sessoes.expira_em, sql`now()`),
        eq(usuarios.ativo, true),
        or(
          isNull(sessoes.sessao_origem),
          and(isNull(origem.revogada_em), gt(origem.expira_em, sql`now()`), eq(visualizador.ativo, true)),
        ),
      ),
    )
  return row
}

/** Last use, address and device of a session (refreshed at most once a minute, see userForToken). */
export async function touchSession(db: Db, tokenHash: string, client: Client) {
  await db
    .update(sessoes)
    .set({ ultimo_uso: sql`now()`, endereco: client.ip, user_agent: agentOf(client) })
    .where(eq(sessoes.token_hash, tokenHash))
}

export async function revokeSession(db: Db, tokenHash: string) {
  await db.update(sessoes).set({ revogada_em: sql`now()` }).where(eq(sessoes.token_hash, tokenHash))
}
