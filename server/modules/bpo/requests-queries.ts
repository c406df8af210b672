import { type SQL, sql } from 'drizzle-orm'
import type { RequestState } from '../../../src/contracts/bpo-request-paths'
import type { RequestCreate, RequestRow } from '../../../src/contracts/bpo-requests'
import type { Db } from '../../db/connection'
import type { Tx } from '../../http/idempotency'

// SQL of the BPO requests: every statement is scoped by office, so another office's request is never reached.

type DbOrTx = Db | Tx

const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`

const columns = sql`r.id::text as id, r.version, r.tipo, r.descricao, r.valor_centavos::text as valor,
  to_char(r.data_vencimento, 'YYYY-MM-DD') as data_vencimento, r.id_fornecedor, f.nome as fornecedor,
  r.id_titulo, t.descricao as titulo, r.situacao, u.nome as criado_por, ${iso(sql`r.criado_em`)} as criado_em,
  ${iso(sql`r.atualizado_em`)} as atualizado_em,
  coalesce((select json_agg(json_build_object('id', m.id::text, 'texto', m.texto, 'autor', mu.nome,
      'papel', m.papel, 'enviado_em', ${iso(sql`m.enviado_em`)}, 'de', m.de, 'para', m.para)
      order by m.enviado_em, m.id)
    from requisicoes_mensagens m left join usuarios mu on mu.id_interno = m.autor
    where m.id_escritorio = r.id_escritorio and m.id_requisicao = r.id), '[]'::json) as mensagens,
  (select count(*)::int from requisicoes_anexos a
    where a.id_escritorio = r.id_escritorio and a.id_requisicao = r.id) as anexos`

const from = sql`requisicoes r
  left join fornecedores f on f.id_escritorio = r.id_escritorio and f.id = r.id_fornecedor
  left join titulos t on t.id_escritorio = r.id_escritorio and t.id = r.id_titulo
  left join usuarios u on u.id_interno = r.criado_por`

export type ListFilters = { situacao?: RequestState; tipo?: string }

/** The office's requests, newest first, and how many there are in each state (the filters but the state apply). */
export async function listRequests(db: DbOrTx, office: number, f: ListFilters) {
  const where = [sql`r.id_escritorio = ${office}`]
  if (f.tipo) where.push(sql`r.tipo = ${f.tipo}`)
  const base = sql.join(where, sql` and `)
  const state = f.situacao ? sql`r.situacao = ${f.situacao}` : sql`true`
  const [rows, totals] = await Promise.all([
    db.execute<RequestRow>(
      sql`select ${columns} from ${from} where ${base} and ${state} order by r.criado_em desc, r.id limit 5000`,
    ),
    db.execute<{ situacao: RequestState; quantidade: number }>(
      sql`select r.situacao, count(*)::int as quantidade from requisicoes r where ${base} group by r.situacao`,
    ),
  ])
  return { itens: rows.rows, resumo: totals.rows }
}

export async function findRequest(db: DbOrTx, office: number, id: string, lock = false) {
  if (lock) await db.execute(sql`select 1 from requisicoes where id_escritorio = ${office} and id = ${id} for update`)
  const res = await db.execute<RequestRow>(sql`select ${columns} from ${from}
    where r.id_escritorio = ${office} and r.id = ${id}`)
  return res.rows[0] ?? null
}

/** Inserts the request; false when its id is already taken (a second create with the same id). */
export async function insertRequest(
  tx: Tx,
  office: number,
  user: number,
  r: RequestCreate,
  situacao: RequestState,
): Promise<boolean> {
  const res = await tx.execute(sql`insert into requisicoes (id_escritorio, id, tipo, descricao, valor_centavos,
      data_vencimento, id_fornecedor, id_titulo, situacao, criado_por)
    values (${office}, ${r.id}, ${r.tipo}, ${r.descricao}, ${r.valor}::bigint, ${r.data_vencimento}::date,
      ${r.id_fornecedor}, ${r.id_titulo}, ${situacao}, ${user})
    on conflict do nothing returning id`)
  return res.rows.length > 0
}

export type NewMessage = {
  id: string
  request: string
  texto: string
  autor: number
  papel: string
  de?: RequestState | null
  para?: RequestState | null
}

/** Adds a message; false when its id is already taken. */
export async function insertMessage(tx: Tx, office: number, m: NewMessage): Promise<boolean> {
  const res = await tx.execute(sql`insert into requisicoes_mensagens
      (id_escritorio, id, id_requisicao, texto, autor, papel, de, para)
    values (${office}, ${m.id}, ${m.request}, ${m.texto}, ${m.autor}, ${m.papel}, ${m.de ?? null}, ${m.para ?? null})
    on conflict do nothing returning id`)
  return res.rows.length > 0
}

/** Moves the request on (state, bill link) and its version; the caller holds its lock. */
export async function updateRequest(
  tx: Tx,
  office: number,
  id: string,
  set: { situacao: RequestState; id_titulo?: number },
) {
  const bill = set.id_titulo === undefined ? sql`` : sql`, id_titulo = ${set.id_titulo}`
  await tx.execute(sql`update requisicoes set situacao = ${set.situacao}${bill}, version = version + 1,
      atualizado_em = now() where id_escritorio = ${office} and id = ${id}`)
}

/** Marks the request as touched (a new message) so lists show the latest activity. */
export async function touchRequest(tx: Tx, office: number, id: string) {
  await tx.execute(sql`update requisicoes set version = version + 1, atualizado_em = now()
    where id_escritorio = ${office} and id = ${id}`)
}

/** The kind of the office's bill `id` (to cancel it), or null when the office has no such bill. */
export async function billKindOf(db: DbOrTx, office: number, id: number) {
  const res = await db.execute<{ tipo: 'pagar' | 'receber'; version: number }>(
    sql`select tipo, version from titulos where id_escritorio = ${office} and id = ${id}`,
  )
  return res.rows[0] ?? null
}

/** Copies the request's attachments onto the bill made from it (same bytes) and records each copy. */
export async function copyAttachmentsToBill(tx: Tx, office: number, request: string, bill: number) {
  const res = await tx.execute<{ id: number }>(sql`select id from requisicoes_anexos
    where id_escritorio = ${office} and id_requisicao = ${request} and id_anexo_titulo is null order by id`)
  for (const { id } of res.rows) {
    await tx.execute(sql`with copy as (
        insert into titulos_anexos (id_escritorio, id_titulo, nome_arquivo, tipo, tamanho, sha256, enviado_por,
          enviado_em)
        select id_escritorio, ${bill}, nome_arquivo, tipo, tamanho, sha256, enviado_por, enviado_em
          from requisicoes_anexos where id_escritorio = ${office} and id = ${id}
        returning id)
      update requisicoes_anexos set id_anexo_titulo = (select id from copy) where id_escritorio = ${office} and id = ${id}`)
  }
}
