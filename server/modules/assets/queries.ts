import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/connection'
import { acoesFaltantes, clientes, mudancasTicker, posicoesClientes } from '../../db/schema'
import type { Tx } from '../../http/idempotency'

type Conn = Db | Tx
const iso = (d: Date) => d.toISOString()

/** One position of a client in its office (undefined when the pair does not match). */
export async function assetOf(db: Conn, office: number, client: number, asset: number) {
  const [row] = await db
    .select()
    .from(posicoesClientes)
    .where(
      and(
        eq(posicoesClientes.id_escritorio, office),
        eq(posicoesClientes.id_cliente, client),
        eq(posicoesClientes.id, asset),
      ),
    )
  return row
}

/** §5 Replace asset name: the client's positions named `oldName`, with the reference too when asked. */
export async function renameAssets(
  tx: Tx,
  where: { office: number; client: number },
  names: { oldName: string; newName: string; updateReference: boolean },
) {
  return tx
    .update(posicoesClientes)
    .set({
      nome_ativo: names.newName,
      ...(names.updateReference ? { referencia: names.newName } : {}),
    })
    .where(
      and(
        eq(posicoesClientes.id_escritorio, where.office),
        eq(posicoesClientes.id_cliente, where.client),
        eq(posicoesClientes.nome_ativo, names.oldName),
      ),
    )
    .returning({ id: posicoesClientes.id, referencia: posicoesClientes.referencia })
}

/** A cotization confirmed now, with a new value when one is given. */
export async function confirmCotization(
  tx: Tx,
  where: { office: number; client: number; asset: number },
  valor: bigint | undefined,
) {
  const [row] = await tx
    .update(posicoesClientes)
    .set({ data_atualizacao_cotizacao: sql`now()`, ...(valor !== undefined ? { valor_centavos: valor } : {}) })
    .where(
      and(
        eq(posicoesClientes.id_escritorio, where.office),
        eq(posicoesClientes.id_cliente, where.client),
        eq(posicoesClientes.id, where.asset),
      ),
    )
    .returning()
  return row
}

export async function isMissingStock(db: Conn, names: string[]) {
  if (!names.length) return false
  const rows = await db
    .select({ id: acoesFaltantes.id })
    .from(acoesFaltantes)
    .where(inArray(acoesFaltantes.stock, names))
    .limit(1)
  return rows.length > 0
}

export async function listMissingStocks(db: Conn) {
  const rows = await db.select().from(acoesFaltantes).orderBy(asc(acoesFaltantes.stock)).limit(5000)
  return rows.map((r) => ({ id: r.id, stock: r.stock, data_criacao: iso(r.data_criacao) }))
}

/** The new row, or undefined when the stock was already listed. */
export async function insertMissingStock(tx: Tx, stock: string, user: number) {
  const [row] = await tx.insert(acoesFaltantes).values({ stock, criado_por: user }).onConflictDoNothing().returning()
  return row && { id: row.id, stock: row.stock, data_criacao: iso(row.data_criacao) }
}

export async function listTickerChanges(db: Conn) {
  const rows = await db.select().from(mudancasTicker).orderBy(desc(mudancasTicker.data_criacao)).limit(5000)
  return rows.map((r) => ({ id: r.id, old_name: r.old_name, new_name: r.new_name, data_criacao: iso(r.data_criacao) }))
}

export async function insertTickerChange(tx: Tx, change: { old_name: string; new_name: string }, user: number) {
  const [row] = await tx
    .insert(mudancasTicker)
    .values({ ...change, criado_por: user })
    .onConflictDoNothing()
    .returning()
  return row && { id: row.id, old_name: row.old_name, new_name: row.new_name, data_criacao: iso(row.data_criacao) }
}

/** Positions of the office still named, or referenced, by a ticker's old name. */
export async function tickerFindings(db: Conn, office: number) {
  return db
    .select({
      id_cliente: posicoesClientes.id_cliente,
      nome_cliente: clientes.nome_cliente,
      id_ativo: posicoesClientes.id,
      nome_ativo: posicoesClientes.nome_ativo,
      referencia: posicoesClientes.referencia,
      old_name: mudancasTicker.old_name,
      new_name: mudancasTicker.new_name,
    })
    .from(posicoesClientes)
    .innerJoin(
      mudancasTicker,
      or(
        eq(posicoesClientes.nome_ativo, mudancasTicker.old_name),
        eq(posicoesClientes.referencia, mudancasTicker.old_name),
      ),
    )
    .innerJoin(
      clientes,
      and(eq(clientes.id_escritorio, posicoesClientes.id_escritorio), eq(clientes.id, posicoesClientes.id_cliente)),
    )
    .where(eq(posicoesClientes.id_escritorio, office))
    .orderBy(asc(clientes.nome_cliente), asc(posicoesClientes.id))
    .limit(5000)
}
