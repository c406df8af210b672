import { type SQL, sql } from 'drizzle-orm'
import { todayInBrazil } from '../../../src/contracts/bill-status'
import type {
  EmailTag,
  InboxListQuery,
  InboxMessage,
  InboxMessageDetail,
  OfficeAddress,
} from '../../../src/contracts/inbox'
import type { Db } from '../../db/connection'
import type { Tx } from '../../http/idempotency'
import { statusSql } from '../bpo/bills-queries'
import type { Extraction } from './extract'
import type { ReadMail } from './mail-reader'

// SQL of the inbox and the office's addresses and tags: every statement scoped by office.

type DbOrTx = Db | Tx
const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`

export async function insertMessage(
  tx: Tx,
  office: number,
  m: Omit<ReadMail, 'anexos'> & { origem: 'upload' | 'smtp' },
) {
  const res = await tx.execute<{ id: number }>(sql`insert into caixa_entrada (id_escritorio, message_id, de, de_email,
      para, assunto, recebido_em, corpo, origem)
    values (${office}, ${m.message_id}, ${m.de}, ${m.de_email}, ${m.para}, ${m.assunto}, ${m.recebido_em.toISOString()},
      ${m.corpo}, ${m.origem})
    on conflict (id_escritorio, message_id) do nothing returning id`)
  return res.rows[0]?.id ?? null
}

export async function insertAttachment(
  tx: Tx,
  office: number,
  message: number,
  a: Extraction & { nome_arquivo: string; tipo: string; tamanho: number; sha256: string },
) {
  await tx.execute(sql`insert into caixa_entrada_anexos (id_escritorio, id_mensagem, nome_arquivo, tipo, tamanho, sha256,
      leitura, leitura_detalhe, id_nota, boleto, id_titulo)
    values (${office}, ${message}, ${a.nome_arquivo}, ${a.tipo}, ${a.tamanho}, ${a.sha256}, ${a.leitura},
      ${a.leitura_detalhe}, ${a.id_nota}, ${a.boleto ? JSON.stringify(a.boleto) : null}::jsonb, ${a.id_titulo ?? null})`)
}

export async function senderAddress(tx: Tx, office: number, email: string) {
  const res = await tx.execute<{ validado: boolean; id_tag: number | null }>(sql`select validado, id_tag
    from emails_escritorio where id_escritorio = ${office} and email = ${email}`)
  return res.rows[0] ?? null
}

export async function setTags(tx: Tx, office: number, message: number, tags: number[]) {
  await tx.execute(sql`delete from caixa_entrada_tags where id_escritorio = ${office} and id_mensagem = ${message}`)
  if (tags.length === 0) return
  await tx.execute(sql`insert into caixa_entrada_tags (id_escritorio, id_mensagem, id_tag)
    select ${office}, ${message}, x from unnest(${intArray(tags)}::int[]) as x`)
}

export async function tagsExist(tx: Tx, office: number, tags: number[]) {
  if (tags.length === 0) return true
  const res = await tx.execute<{ n: number }>(sql`select count(*)::int as n from emails_tags
    where id_escritorio = ${office} and id = any(${intArray(tags)}::int[])`)
  return res.rows[0].n === tags.length
}

export async function updateMessage(tx: Tx, office: number, id: number, set: { verificado?: boolean }) {
  await tx.execute(sql`update caixa_entrada set verificado = coalesce(${set.verificado ?? null}::boolean, verificado),
    version = version + 1 where id_escritorio = ${office} and id = ${id}`)
}

const messageColumns = sql`m.id, m.de, m.de_email, m.para, m.assunto,
  to_char(m.recebido_em at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as recebido_em, m.origem, m.verificado,
  m.version,
  coalesce((select array_agg(g.id_tag order by g.id_tag) from caixa_entrada_tags g
    where g.id_escritorio = m.id_escritorio and g.id_mensagem = m.id), '{}') as tags,
  (select count(*)::int from caixa_entrada_anexos a where a.id_escritorio = m.id_escritorio and a.id_mensagem = m.id) as anexos,
  coalesce((select array_agg(distinct a.leitura) from caixa_entrada_anexos a where a.id_escritorio = m.id_escritorio
    and a.id_mensagem = m.id and a.leitura is not null), '{}') as leituras`

function filters(office: number, q: InboxListQuery): SQL {
  const parts: SQL[] = [sql`m.id_escritorio = ${office}`]
  if (q.tag)
    parts.push(sql`exists (select 1 from caixa_entrada_tags g where g.id_escritorio = m.id_escritorio
      and g.id_mensagem = m.id and g.id_tag = ${q.tag})`)
  if (q.verificado) parts.push(sql`m.verificado = ${q.verificado === 'sim'}`)
  if (q.busca) {
    const like = `%${q.busca.replace(/[\\%_]/g, '\\$&')}%`
    parts.push(sql`(m.assunto ilike ${like} or m.de ilike ${like})`)
  }
  return sql.join(parts, sql` and `)
}

/** The messages (newest first, at most 5,000: the page is virtualized), the office's tags and §3 emailsSummary. */
export async function listMessages(db: DbOrTx, office: number, q: InboxListQuery) {
  const where = filters(office, q)
  const [rows, count, tags, summary] = await Promise.all([
    db.execute<InboxMessage>(sql`select ${messageColumns} from caixa_entrada m where ${where}
      order by m.recebido_em desc, m.id desc limit 5000`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from caixa_entrada m where ${where}`),
    listTags(db, office),
    db.execute<{ id_tag: number; qtd: number }>(sql`select g.id_tag, count(*)::int as qtd from caixa_entrada_tags g
      where g.id_escritorio = ${office} group by g.id_tag order by g.id_tag`),
  ])
  return { itens: rows.rows, total: count.rows[0].n, tags, resumo: summary.rows }
}

export async function findMessage(db: DbOrTx, office: number, id: number, lock = false) {
  if (lock) await db.execute(sql`select 1 from caixa_entrada where id_escritorio = ${office} and id = ${id} for update`)
  const today = todayInBrazil()
  const res = await db.execute<InboxMessageDetail>(sql`select ${messageColumns}, m.corpo,
    coalesce((select json_agg(json_build_object('id', a.id, 'nome_arquivo', a.nome_arquivo, 'tipo', a.tipo,
        'tamanho', a.tamanho, 'leitura', a.leitura, 'leitura_detalhe', a.leitura_detalhe, 'id_nota', a.id_nota,
        'boleto', a.boleto,
        'titulos', coalesce((select json_agg(json_build_object('id', t.id, 'tipo', t.tipo, 'parcela', t.parcela,
            'parcelas', t.parcelas, 'valor', t.valor_centavos::text,
            'data_vencimento', to_char(t.data_vencimento, 'YYYY-MM-DD'), 'status', ${statusSql(today)})
            order by t.data_vencimento, t.id)
          from titulos t where t.id_escritorio = a.id_escritorio and (t.id = a.id_titulo or t.id in (select l.id_titulo
            from notas_fiscais_titulos l where l.id_escritorio = a.id_escritorio and l.id_nota = a.id_nota))),
          '[]'::json)) order by a.id)
      from caixa_entrada_anexos a where a.id_escritorio = m.id_escritorio and a.id_mensagem = m.id), '[]'::json) as arquivos
    from caixa_entrada m where m.id_escritorio = ${office} and m.id = ${id}`)
  return res.rows[0] ?? null
}

export async function attachmentFile(db: DbOrTx, office: number, message: number, id: number) {
  const res = await db.execute<{
    sha256: string
    nome_arquivo: string
    tipo: string
  }>(sql`select sha256, nome_arquivo, tipo
    from caixa_entrada_anexos where id_escritorio = ${office} and id_mensagem = ${message} and id = ${id}`)
  return res.rows[0] ?? null
}

// ---- addresses and tags (/bpo/emails) ----

export async function listTags(db: DbOrTx, office: number) {
  const res = await db.execute<EmailTag>(
    sql`select id, nome, cor from emails_tags where id_escritorio = ${office} order by lower(nome), id`,
  )
  return res.rows
}

export async function listAddresses(db: DbOrTx, office: number) {
  const res = await db.execute<OfficeAddress>(sql`select id, email, validado, id_tag from emails_escritorio
    where id_escritorio = ${office} order by email`)
  return res.rows
}

export async function insertAddress(
  tx: Tx,
  office: number,
  a: { email: string; validado: boolean; id_tag: number | null },
) {
  const res = await tx.execute<{
    id: number
  }>(sql`insert into emails_escritorio (id_escritorio, email, validado, id_tag)
    values (${office}, ${a.email}, ${a.validado}, ${a.id_tag}) on conflict (id_escritorio, email) do nothing returning id`)
  return res.rows[0]?.id ?? null
}

export async function updateAddress(
  tx: Tx,
  office: number,
  id: number,
  a: { email: string; validado: boolean; id_tag: number | null },
) {
  const res = await tx.execute(sql`update emails_escritorio set email = ${a.email}, validado = ${a.validado},
    id_tag = ${a.id_tag} where id_escritorio = ${office} and id = ${id} returning id`)
  return res.rows.length > 0
}

export async function deleteAddress(tx: Tx, office: number, id: number) {
  const res = await tx.execute(
    sql`delete from emails_escritorio where id_escritorio = ${office} and id = ${id} returning id`,
  )
  return res.rows.length > 0
}

export async function insertTag(tx: Tx, office: number, t: { nome: string; cor: string }) {
  const res = await tx.execute<{ id: number }>(sql`insert into emails_tags (id_escritorio, nome, cor)
    values (${office}, ${t.nome}, ${t.cor}) on conflict do nothing returning id`)
  return res.rows[0]?.id ?? null
}

export async function deleteTag(tx: Tx, office: number, id: number) {
  const res = await tx.execute(sql`delete from emails_tags where id_escritorio = ${office} and id = ${id} returning id`)
  return res.rows.length > 0
}
