import { sql } from 'drizzle-orm'
import type { BillAttachment } from '../../../src/contracts/bpo-attachments'
import type { AttachmentType } from '../../../src/contracts/bpo-paths'
import type { OfficeAttachment } from '../../../src/contracts/bpo-requests'
import type { Db } from '../../db/connection'
import type { Tx } from '../../http/idempotency'

// SQL of the requests' attachments and of the office's attachment index (/bpo/anexos): always by office.

type DbOrTx = Db | Tx
type Ref = { office: number; request: string }

export async function requestExists(db: DbOrTx, { office, request }: Ref): Promise<boolean> {
  const res = await db.execute(sql`select 1 from requisicoes where id_escritorio = ${office} and id = ${request}`)
  return res.rows.length > 0
}

const columns = sql`a.id, a.nome_arquivo, a.tipo, a.tamanho, u.nome as enviado_por,
  to_char(a.enviado_em at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as enviado_em`

export async function listAttachments(db: DbOrTx, { office, request }: Ref) {
  const res = await db.execute<BillAttachment>(sql`select ${columns} from requisicoes_anexos a
    left join usuarios u on u.id_interno = a.enviado_por
    where a.id_escritorio = ${office} and a.id_requisicao = ${request} order by a.enviado_em, a.id`)
  return res.rows
}

export async function findAttachment(db: DbOrTx, { office, request }: Ref, id: number) {
  const res = await db.execute<BillAttachment & { sha256: string }>(sql`select ${columns}, a.sha256
    from requisicoes_anexos a left join usuarios u on u.id_interno = a.enviado_por
    where a.id_escritorio = ${office} and a.id_requisicao = ${request} and a.id = ${id}`)
  return res.rows[0] ?? null
}

export async function insertAttachment(
  tx: Tx,
  { office, request }: Ref,
  user: number,
  a: { nome_arquivo: string; tipo: AttachmentType; tamanho: number; sha256: string },
): Promise<number> {
  const res = await tx.execute<{ id: number }>(sql`insert into requisicoes_anexos
      (id_escritorio, id_requisicao, nome_arquivo, tipo, tamanho, sha256, enviado_por)
    values (${office}, ${request}, ${a.nome_arquivo}, ${a.tipo}, ${a.tamanho}, ${a.sha256}, ${user}) returning id`)
  return res.rows[0].id
}

export type IndexFilters = { origem?: 'conta' | 'requisicao'; tipo?: AttachmentType }

/**
 * Every attachment of the office, newest first: the bills' (with the request a copy came from) and the requests'
 * not copied onto a bill (a copied one is listed once, as the bill's, linking to both).
 */
export async function officeAttachments(db: DbOrTx, office: number, f: IndexFilters) {
  const type = f.tipo ? sql`and a.tipo = ${f.tipo}` : sql``
  const bills = sql`select ${columns}, 'conta' as origem, a.id_titulo, t.tipo as tipo_titulo, t.descricao as titulo,
      r.id::text as id_requisicao, r.descricao as requisicao, a.enviado_em as quando
    from titulos_anexos a join titulos t on t.id_escritorio = a.id_escritorio and t.id = a.id_titulo
    left join usuarios u on u.id_interno = a.enviado_por
    left join requisicoes_anexos ra on ra.id_escritorio = a.id_escritorio and ra.id_anexo_titulo = a.id
    left join requisicoes r on r.id_escritorio = ra.id_escritorio and r.id = ra.id_requisicao
    where a.id_escritorio = ${office} ${type}`
  const requests = sql`select ${columns}, 'requisicao' as origem, null::int as id_titulo, null as tipo_titulo,
      null as titulo, r.id::text as id_requisicao, r.descricao as requisicao, a.enviado_em as quando
    from requisicoes_anexos a join requisicoes r on r.id_escritorio = a.id_escritorio and r.id = a.id_requisicao
    left join usuarios u on u.id_interno = a.enviado_por
    where a.id_escritorio = ${office} and a.id_anexo_titulo is null ${type}`
  const parts = f.origem === 'conta' ? [bills] : f.origem === 'requisicao' ? [requests] : [bills, requests]
  const res = await db.execute<OfficeAttachment & { quando: string }>(
    sql`select * from (${sql.join(parts, sql` union all `)}) x order by x.quando desc, x.id desc limit 5000`,
  )
  return res.rows.map(({ quando: _quando, ...row }) => row)
}
