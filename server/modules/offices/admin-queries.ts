import { and, count, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/connection'
import {
  clientes,
  dadosParceiro,
  escritorios,
  escritoriosCadastro,
  escritoriosTema,
  profissionais,
  sessoes,
  usuarios,
} from '../../db/schema'
import type { Tx } from '../../http/idempotency'
import { wealthByClient, wealthSum } from '../clients/wealth'

type Conn = Db | Tx

export async function officeDetail(db: Conn, id: number) {
  const [row] = await db
    .select({
      id_escritorio: escritorios.id_escritorio,
      nome_escritorio: escritorios.nome_escritorio,
      cnpj: escritorios.cnpj,
      cidade: escritorios.cidade,
      whitelabel: escritorios.whitelabel,
      version: escritorios.version,
      login: escritoriosCadastro.login,
      cpf: escritoriosCadastro.cpf,
      telefone: escritoriosCadastro.telefone,
      nome_responsavel: escritoriosCadastro.nome_responsavel,
      nome_bucket: escritoriosCadastro.nome_bucket,
      email_escritorio: escritoriosCadastro.email_escritorio,
      sufixo_email_escritorio: escritoriosCadastro.sufixo_email_escritorio,
      subdominio_escritorio: escritoriosCadastro.subdominio_escritorio,
    })
    .from(escritorios)
    .leftJoin(escritoriosCadastro, eq(escritoriosCadastro.id_escritorio, escritorios.id_escritorio))
    .where(eq(escritorios.id_escritorio, id))
  return row
}

export const userByEmail = (db: Conn, email: string) =>
  db.query.usuarios.findFirst({ where: sql`lower(${usuarios.email}) = lower(${email})` })

export const officeByCnpj = (db: Conn, cnpj: string) =>
  db.query.escritorios.findFirst({ where: eq(escritorios.cnpj, cnpj) })

export async function insertOffice(db: Conn, values: typeof escritorios.$inferInsert) {
  const [row] = await db.insert(escritorios).values(values).returning()
  return row
}

export const insertRegistration = (db: Conn, values: typeof escritoriosCadastro.$inferInsert) =>
  db.insert(escritoriosCadastro).values(values)

export async function insertProfessional(db: Conn, values: typeof profissionais.$inferInsert) {
  const [row] = await db.insert(profissionais).values(values).returning({ id: profissionais.id })
  return row.id
}

export async function insertUser(db: Conn, values: typeof usuarios.$inferInsert) {
  const [row] = await db.insert(usuarios).values(values).returning({ id: usuarios.id_interno })
  return row.id
}

/** Bumps the version only when it still matches: false means someone else saved first. */
export async function updateOffice(
  db: Conn,
  id: number,
  version: number,
  office: Partial<typeof escritorios.$inferInsert>,
  registration: Omit<typeof escritoriosCadastro.$inferInsert, 'id_escritorio'>,
) {
  const updated = await db
    .update(escritorios)
    .set({ ...office, version: sql`${escritorios.version} + 1`, data_atualizacao: sql`now()` })
    .where(and(eq(escritorios.id_escritorio, id), eq(escritorios.version, version)))
    .returning({ id: escritorios.id_escritorio })
  if (updated.length === 0) return false
  await db
    .insert(escritoriosCadastro)
    .values({ id_escritorio: id, ...registration })
    .onConflictDoUpdate({
      target: escritoriosCadastro.id_escritorio,
      set: { ...registration, version: sql`${escritoriosCadastro.version} + 1`, data_atualizacao: sql`now()` },
    })
  return true
}

export const findPartnerData = (db: Conn, id: number) =>
  db.query.dadosParceiro.findFirst({ where: eq(dadosParceiro.id_escritorio, id) })

export async function savePartnerData(db: Conn, id: number, dados: Record<string, string>) {
  await db
    .insert(dadosParceiro)
    .values({ id_escritorio: id, dados })
    .onConflictDoUpdate({ target: dadosParceiro.id_escritorio, set: { dados, data_criacao: sql`now()` } })
}

export async function reportFigures(db: Conn, id: number) {
  const wealth = wealthByClient(db)
  const [c] = await db
    .select({ n: count(), total: wealthSum(wealth) })
    .from(clientes)
    .leftJoin(wealth, and(eq(wealth.id_escritorio, clientes.id_escritorio), eq(wealth.id_cliente, clientes.id)))
    .where(eq(clientes.id_escritorio, id))
  const [p] = await db.select({ n: count() }).from(profissionais).where(eq(profissionais.id_escritorio, id))
  const [u] = await db.select({ n: count() }).from(usuarios).where(eq(usuarios.id_escritorio, id))
  return { clientes: c.n, patrimonio_centavos: c.total, profissionais: p.n, usuarios: u.n }
}

export const findTheme = (db: Conn, id: number) =>
  db.query.escritoriosTema.findFirst({ where: eq(escritoriosTema.id_escritorio, id) })

export async function upsertTheme(db: Conn, id: number, set: Partial<typeof escritoriosTema.$inferInsert>) {
  await db
    .insert(escritoriosTema)
    .values({ id_escritorio: id, ...set })
    .onConflictDoUpdate({
      target: escritoriosTema.id_escritorio,
      set: { ...set, version: sql`${escritoriosTema.version} + 1`, data_atualizacao: sql`now()` },
    })
}

/** Ends every open session of a user (access revoked, password reset). */
export async function revokeSessions(db: Conn, idUsuario: number) {
  await db
    .update(sessoes)
    .set({ revogada_em: sql`now()` })
    .where(and(eq(sessoes.id_usuario, idUsuario), sql`${sessoes.revogada_em} is null`))
}
