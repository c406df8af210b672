import { type SQL, sql } from 'drizzle-orm'
import { todayInBrazil } from '../../../src/contracts/bill-status'
import type { InvoiceDetail, InvoiceListQuery, InvoiceRow, ParsedInvoice } from '../../../src/contracts/invoices'
import type { Db } from '../../db/connection'
import type { Tx } from '../../http/idempotency'
import { statusSql } from '../bpo/bills-queries'
import { nextMonthStart } from '../financial/periods'

// SQL of the invoices: every statement scoped by office.

type DbOrTx = Db | Tx

/** A CPF/CNPJ without its mask, upper-cased (the alphanumeric CNPJ has letters). */
export const bareDocument = (doc: string) => doc.replace(/[^0-9A-Za-z]/g, '').toUpperCase()

/** The CPF or CNPJ with its mask, as the providers' register keeps it. */
export function maskDocument(doc: string) {
  if (doc.length === 11) return doc.replace(/^(.{3})(.{3})(.{3})(.{2})$/, '$1.$2.$3-$4')
  return doc.replace(/^(.{2})(.{3})(.{3})(.{4})(.{2})$/, '$1.$2.$3/$4-$5')
}

export async function invoiceIdByKey(db: DbOrTx, office: number, chave: string) {
  const res = await db.execute<{ id: number }>(
    sql`select id from notas_fiscais where id_escritorio = ${office} and chave = ${chave}`,
  )
  return res.rows[0]?.id ?? null
}

/** The office's own CNPJs: its registration's and its companies' (PJs), without masks. */
export async function ownDocuments(db: DbOrTx, office: number): Promise<Set<string>> {
  const res = await db.execute<{ doc: string }>(sql`select cnpj as doc from escritorios
      where id_escritorio = ${office} and cnpj is not null
    union select cnpj from pjs where id_escritorio = ${office} and cnpj is not null`)
  return new Set(res.rows.map((r) => bareDocument(r.doc)))
}

export async function providerByDocument(tx: Tx, office: number, doc: string) {
  const res = await tx.execute<{ id: number }>(sql`select id from fornecedores where id_escritorio = ${office}
    and upper(regexp_replace(cpf_cnpj, '[^0-9A-Za-z]', '', 'g')) = ${doc} order by id limit 1`)
  return res.rows[0]?.id ?? null
}

export async function insertProvider(tx: Tx, office: number, nome: string, doc: string) {
  const res = await tx.execute<{ id: number }>(sql`insert into fornecedores (id_escritorio, nome, cpf_cnpj)
    values (${office}, ${nome}, ${maskDocument(doc)}) returning id`)
  return res.rows[0].id
}

/** The category for the new bills: the provider's last one, else the office's most used for this kind, else the first. */
export async function defaultCategory(tx: Tx, office: number, kind: 'pagar' | 'receber', provider: number | null) {
  const res = await tx.execute<{ id: number }>(sql`select coalesce(
      (select t.id_categoria from titulos t where t.id_escritorio = ${office} and t.id_fornecedor = ${provider}
        order by t.id desc limit 1),
      (select t.id_categoria from titulos t where t.id_escritorio = ${office} and t.tipo = ${kind}
        group by t.id_categoria order by count(*) desc, t.id_categoria limit 1),
      (select c.id from categorias c where c.id_escritorio = ${office} and not c.ignorada order by c.id limit 1)) as id`)
  return res.rows[0]?.id ?? null
}

export async function insertInvoice(
  tx: Tx,
  office: number,
  v: ParsedInvoice & {
    tipo: 'pagar' | 'receber'
    id_fornecedor: number | null
    nome_arquivo: string
    sha256: string
    origem: 'upload' | 'email'
    criado_por: number | null
  },
) {
  const detalhe = JSON.stringify({ itens: v.itens, parcelas: v.parcelas, impostos: v.impostos })
  const res = await tx.execute<{ id: number }>(sql`insert into notas_fiscais (id_escritorio, modelo, chave, numero,
      serie, emitente_documento, emitente_nome, tomador_documento, tomador_nome, data_emissao, data_competencia,
      valor_total_centavos, valor_liquido_centavos, tipo, id_fornecedor, protocolo, detalhe, nome_arquivo, sha256,
      origem, criado_por)
    values (${office}, ${v.modelo}, ${v.chave}, ${v.numero}, ${v.serie}, ${v.emitente.documento}, ${v.emitente.nome},
      ${v.tomador.documento}, ${v.tomador.nome}, ${v.data_emissao}::date, ${v.data_competencia}::date,
      ${v.valor_total}::bigint, ${v.valor_liquido}::bigint, ${v.tipo}, ${v.id_fornecedor}, ${v.protocolo},
      ${detalhe}::jsonb, ${v.nome_arquivo}, ${v.sha256}, ${v.origem}, ${v.criado_por})
    on conflict (id_escritorio, chave) do nothing returning id`)
  return res.rows[0]?.id ?? null
}

export async function linkBills(tx: Tx, office: number, invoice: number, bills: number[]) {
  if (bills.length === 0) return
  await tx.execute(sql`insert into notas_fiscais_titulos (id_escritorio, id_nota, id_titulo)
    select ${office}, ${invoice}, x from unnest(${`{${bills.join(',')}}`}::int[]) as x`)
}

const rowColumns = (today: string) => sql`n.id, n.modelo, n.chave, n.numero, n.serie,
  json_build_object('documento', n.emitente_documento, 'nome', n.emitente_nome) as emitente,
  json_build_object('documento', n.tomador_documento, 'nome', n.tomador_nome) as tomador,
  to_char(n.data_emissao, 'YYYY-MM-DD') as data_emissao, to_char(n.data_competencia, 'YYYY-MM-DD') as data_competencia,
  n.valor_total_centavos::text as valor_total, n.valor_liquido_centavos::text as valor_liquido, n.protocolo, n.tipo,
  n.id_fornecedor, n.nome_arquivo, n.origem,
  to_char(n.data_criacao at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as data_criacao,
  coalesce((select json_agg(json_build_object('id', t.id, 'tipo', t.tipo, 'parcela', t.parcela, 'parcelas', t.parcelas,
      'valor', t.valor_centavos::text, 'data_vencimento', to_char(t.data_vencimento, 'YYYY-MM-DD'),
      'status', ${statusSql(today)}) order by t.data_vencimento, t.id)
    from notas_fiscais_titulos l join titulos t on t.id_escritorio = l.id_escritorio and t.id = l.id_titulo
    where l.id_escritorio = n.id_escritorio and l.id_nota = n.id), '[]'::json) as titulos`

function filters(office: number, q: InvoiceListQuery): SQL {
  const parts: SQL[] = [sql`n.id_escritorio = ${office}`]
  if (q.tipo) parts.push(sql`n.tipo = ${q.tipo}`)
  if (q.modelo) parts.push(sql`n.modelo = ${q.modelo}`)
  if (q.inicio) parts.push(sql`n.data_emissao >= ${`${q.inicio}-01`}::date`)
  if (q.fim) parts.push(sql`n.data_emissao < ${nextMonthStart(q.fim)}::date`)
  if (q.busca) {
    const like = `%${q.busca.replace(/[\\%_]/g, '\\$&')}%`
    parts.push(sql`(n.numero ilike ${like} or n.chave ilike ${like} or n.emitente_nome ilike ${like}
      or n.tomador_nome ilike ${like} or n.emitente_documento ilike ${like})`)
  }
  return sql.join(parts, sql` and `)
}

/** The office's invoices, newest issue first (at most 5,000: the page is virtualized). */
export async function listInvoices(db: DbOrTx, office: number, q: InvoiceListQuery) {
  const where = filters(office, q)
  const [rows, count] = await Promise.all([
    db.execute<InvoiceRow>(sql`select ${rowColumns(todayInBrazil())} from notas_fiscais n where ${where}
      order by n.data_emissao desc, n.id desc limit 5000`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from notas_fiscais n where ${where}`),
  ])
  return { itens: rows.rows, total: count.rows[0].n }
}

export async function findInvoice(db: DbOrTx, office: number, id: number) {
  const res = await db.execute<InvoiceDetail>(sql`select ${rowColumns(todayInBrazil())},
      n.detalhe->'itens' as itens, n.detalhe->'parcelas' as parcelas, n.detalhe->'impostos' as impostos
    from notas_fiscais n where n.id_escritorio = ${office} and n.id = ${id}`)
  return res.rows[0] ?? null
}

export async function invoiceFile(db: DbOrTx, office: number, id: number) {
  const res = await db.execute<{ sha256: string; nome_arquivo: string }>(
    sql`select sha256, nome_arquivo from notas_fiscais where id_escritorio = ${office} and id = ${id}`,
  )
  return res.rows[0] ?? null
}
