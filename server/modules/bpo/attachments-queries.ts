import { sql } from 'drizzle-orm'
import type { BillKind } from '../../../src/contracts/bill-status'
import type { BillAttachment } from '../../../src/contracts/bpo-attachments'
import type { AttachmentType } from '../../../src/contracts/bpo-paths'
import type { Db } from '../../db/connection'
import type { Tx } from '../../http/idempotency'

// SQL of the bills' attachments: always by office, kind and bill, so another office's rows are never reached.

type DbOrTx = Db | Tx
type Ref = { office: number; kind: BillKind; bill: number }

export async function billExists(db: DbOrTx, { office, kind, bill }: Ref): Promise<boolean> {
  const res = await db.execute(
    sql`select 1 from titulos where id_escritorio = ${office} and tipo = ${kind} and id = ${bill}`,
  )
  return res.rows.length > 0
}

const columns = sql`a.id, a.nome_arquivo, a.tipo, a.tamanho, u.nome as enviado_por,
  to_char(a.enviado_em at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as enviado_em`
const from = sql`titulos_anexos a join titulos t on t.id_escritorio = a.id_escritorio and t.id = a.id_titulo
  left join usuarios u on u.id_interno = a.enviado_por`
const whereRef = ({ office, kind, bill }: Ref) =>
  sql`a.id_escritorio = ${office} and a.id_titulo = ${bill} and t.tipo = ${kind}`

export async function listAttachments(db: DbOrTx, ref: Ref) {
  const res = await db.execute<BillAttachment>(
    sql`select ${columns} from ${from} where ${whereRef(ref)} order by a.enviado_em, a.id`,
  )
  return res.rows
}

export async function findAttachment(db: DbOrTx, ref: Ref, id: number) {
  const res = await db.execute<BillAttachment & { sha256: string }>(
    sql`select ${columns}, a.sha256 from ${from} where ${whereRef(ref)} and a.id = ${id}`,
  )
  return res.rows[0] ?? null
}

export type NewAttachment = { nome_arquivo: string; tipo: AttachmentType; tamanho: number; sha256: string }

export async function insertAttachment(tx: Tx, ref: Ref, user: number, a: NewAttachment): Promise<number> {
  const res = await tx.execute<{ id: number }>(sql`insert into titulos_anexos
      (id_escritorio, id_titulo, nome_arquivo, tipo, tamanho, sha256, enviado_por)
    values (${ref.office}, ${ref.bill}, ${a.nome_arquivo}, ${a.tipo}, ${a.tamanho}, ${a.sha256}, ${user})
    returning id`)
  return res.rows[0].id
}

export async function deleteAttachment(tx: Tx, ref: Ref, id: number): Promise<boolean> {
  const res = await tx.execute(sql`delete from titulos_anexos a using titulos t
    where t.id_escritorio = a.id_escritorio and t.id = a.id_titulo and ${whereRef(ref)} and a.id = ${id}
    returning a.id`)
  return res.rows.length > 0
}
