import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/connection'
import { clientes, comunicadosClientes, posicoesClientes, profissionais, usuarios } from '../../db/schema'
import type { Tx } from '../../http/idempotency'
import { wealthByClient, wealthOf } from './wealth'

type Conn = Db | Tx
export type ClientScope = { office: number; profissional?: number; cliente?: number }

const scopeWhere = (s: ClientScope): SQL[] => [
  eq(clientes.id_escritorio, s.office),
  ...(s.profissional !== undefined ? [eq(clientes.id_profissional, s.profissional)] : []),
  ...(s.cliente !== undefined ? [eq(clientes.id, s.cliente)] : []),
]

const columns = {
  id: clientes.id,
  nome_cliente: clientes.nome_cliente,
  email: clientes.email,
  cpf: clientes.cpf,
  telefone: clientes.telefone,
  login: usuarios.email,
  id_cadastro_cliente: clientes.id_cadastro_cliente,
  id_cliente_web: usuarios.id_interno,
  id_profissional: clientes.id_profissional,
  nome_profissional: profissionais.nome,
  data_atualizacao: clientes.data_atualizacao,
}
type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | null } & {
  id: number
  nome_cliente: string
  patrimonio_centavos: string
  data_atualizacao: Date
}
const toItem = (r: Row) => ({ ...r, name: r.nome_cliente, data_atualizacao: r.data_atualizacao.toISOString() })

function baseQuery(db: Conn) {
  const wealth = wealthByClient(db)
  return db
    .select({ ...columns, patrimonio_centavos: wealthOf(wealth) })
    .from(clientes)
    .leftJoin(wealth, and(eq(wealth.id_escritorio, clientes.id_escritorio), eq(wealth.id_cliente, clientes.id)))
    .leftJoin(usuarios, and(eq(usuarios.id_escritorio, clientes.id_escritorio), eq(usuarios.id_cliente, clientes.id)))
    .leftJoin(
      profissionais,
      and(eq(profissionais.id_escritorio, clientes.id_escritorio), eq(profissionais.id, clientes.id_profissional)),
    )
}

/** Accent-insensitive search over the name, the e-mail and the id text. */
export async function listClients(db: Conn, scope: ClientScope, search?: string) {
  const where = scopeWhere(scope)
  const text = search?.trim()
  if (text) {
    const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    where.push(
      or(
        sql`translate(lower(${clientes.nome_cliente}), 'áàâãäéèêëíìîïóòôõöúùûüç', 'aaaaaeeeeiiiiooooouuuuc') like translate(lower(${like}), 'áàâãäéèêëíìîïóòôõöúùûüç', 'aaaaaeeeeiiiiooooouuuuc')`,
        ilike(clientes.email, like),
        sql`${clientes.id}::text = ${text}`,
      )!,
    )
  }
  const rows = await baseQuery(db)
    .where(and(...where))
    .orderBy(asc(clientes.nome_cliente), asc(clientes.id))
    .limit(5000)
  return rows.map((r) => toItem(r as Row))
}

export async function findClient(db: Conn, scope: ClientScope, id: number) {
  const [row] = await baseQuery(db).where(and(...scopeWhere(scope), eq(clientes.id, id)))
  return row ? toItem(row as Row) : undefined
}

/** A new client; with access from the start (`id_cadastro_cliente` = its own id). */
export async function insertClient(tx: Tx, values: Omit<typeof clientes.$inferInsert, 'id' | 'id_cadastro_cliente'>) {
  const [row] = await tx.insert(clientes).values(values).returning({ id: clientes.id })
  await tx
    .update(clientes)
    .set({ id_cadastro_cliente: row.id })
    .where(and(eq(clientes.id_escritorio, values.id_escritorio), eq(clientes.id, row.id)))
  return row.id
}

export async function positionOf(db: Conn, office: number, client: number) {
  const rows = await db
    .select()
    .from(posicoesClientes)
    .where(and(eq(posicoesClientes.id_escritorio, office), eq(posicoesClientes.id_cliente, client)))
    .orderBy(desc(posicoesClientes.valor_centavos))
  return rows.map(assetItem)
}

/** A position as §3's client asset row (the portfolio and /ativos answer the same shape). */
export const assetItem = (r: typeof posicoesClientes.$inferSelect) => ({
  id: r.id,
  nome_ativo: r.nome_ativo,
  referencia: r.referencia,
  tipo: r.tipo,
  classe: r.classe,
  valor_centavos: String(r.valor_centavos),
  campos_faltantes: r.campos_faltantes,
  data_atualizacao_cotizacao: r.data_atualizacao_cotizacao?.toISOString() ?? null,
  data_atualizacao_crawler: r.data_atualizacao_crawler?.toISOString() ?? null,
})

export async function communicationsOf(db: Conn, office: number, client: number) {
  const rows = await db
    .select()
    .from(comunicadosClientes)
    .where(and(eq(comunicadosClientes.id_escritorio, office), eq(comunicadosClientes.id_cliente, client)))
    .orderBy(desc(comunicadosClientes.data_criacao), desc(comunicadosClientes.id))
    .limit(200)
  return rows.map((r) => ({ id: r.id, nome: r.nome, conteudo: r.conteudo, data_criacao: r.data_criacao.toISOString() }))
}

export async function insertCommunication(db: Conn, values: typeof comunicadosClientes.$inferInsert) {
  const [row] = await db.insert(comunicadosClientes).values(values).returning()
  return row
}
