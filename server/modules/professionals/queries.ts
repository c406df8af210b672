import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/connection'
import { enviosDadosEquipe, profissionais, relatoriosLiberados, usuarios } from '../../db/schema'
import type { Tx } from '../../http/idempotency'

type Conn = Db | Tx

export async function listProfessionals(db: Conn, office: number) {
  const rows = await db
    .select({
      id: profissionais.id,
      nome: profissionais.nome,
      email: profissionais.email,
      cargo: profissionais.cargo,
      ativo: profissionais.ativo,
      possui_acesso: sql<boolean>`coalesce(bool_or(${usuarios.ativo}), false)`,
      relatorios: sql<
        string[]
      >`coalesce(array_agg(distinct ${relatoriosLiberados.servico}) filter (where ${relatoriosLiberados.servico} is not null), '{}')`,
    })
    .from(profissionais)
    .leftJoin(
      usuarios,
      and(eq(usuarios.id_escritorio, profissionais.id_escritorio), eq(usuarios.id_profissional, profissionais.id)),
    )
    .leftJoin(
      relatoriosLiberados,
      and(
        eq(relatoriosLiberados.id_escritorio, profissionais.id_escritorio),
        eq(relatoriosLiberados.id_profissional, profissionais.id),
      ),
    )
    .where(eq(profissionais.id_escritorio, office))
    .groupBy(profissionais.id_escritorio, profissionais.id)
    .orderBy(asc(profissionais.nome))
  return rows
}

export const findProfessional = (db: Conn, office: number, id: number) =>
  db.query.profissionais.findFirst({
    where: and(eq(profissionais.id_escritorio, office), eq(profissionais.id, id)),
  })

export const loginOfProfessional = (db: Conn, office: number, id: number) =>
  db.query.usuarios.findFirst({ where: and(eq(usuarios.id_escritorio, office), eq(usuarios.id_profissional, id)) })

export async function setUserActive(db: Conn, idUsuario: number, ativo: boolean, senhaHash?: string) {
  await db
    .update(usuarios)
    .set({
      ativo,
      ...(senhaHash ? { senha_hash: senhaHash } : {}),
      version: sql`${usuarios.version} + 1`,
      data_atualizacao: sql`now()`,
    })
    .where(eq(usuarios.id_interno, idUsuario))
}

export async function releasedFor(db: Conn, office: number, prof: number) {
  const rows = await db
    .select({ servico: relatoriosLiberados.servico })
    .from(relatoriosLiberados)
    .where(and(eq(relatoriosLiberados.id_escritorio, office), eq(relatoriosLiberados.id_profissional, prof)))
  return new Set(rows.map((r) => r.servico))
}

/** Releases the report to the professionals; answers the login ids of those who did not have it yet. */
export async function release(db: Conn, office: number, profs: number[], servico: string, by: number) {
  if (profs.length === 0) return []
  const added = await db
    .insert(relatoriosLiberados)
    .values(profs.map((p) => ({ id_escritorio: office, id_profissional: p, servico, liberado_por: by })))
    .onConflictDoNothing()
    .returning({ id_profissional: relatoriosLiberados.id_profissional })
  if (added.length === 0) return []
  const logins = await db
    .select({ id: usuarios.id_interno })
    .from(usuarios)
    .where(
      and(
        eq(usuarios.id_escritorio, office),
        eq(usuarios.ativo, true),
        inArray(
          usuarios.id_profissional,
          added.map((a) => a.id_profissional),
        ),
      ),
    )
  return logins.map((l) => l.id)
}

export async function withdraw(db: Conn, office: number, profs: number[], servico: string) {
  for (const p of profs) {
    await db
      .delete(relatoriosLiberados)
      .where(
        and(
          eq(relatoriosLiberados.id_escritorio, office),
          eq(relatoriosLiberados.id_profissional, p),
          eq(relatoriosLiberados.servico, servico),
        ),
      )
  }
}

export async function storeTeamDataEmail(db: Conn, values: typeof enviosDadosEquipe.$inferInsert) {
  const [row] = await db.insert(enviosDadosEquipe).values(values).returning({ id: enviosDadosEquipe.id })
  return row.id
}
