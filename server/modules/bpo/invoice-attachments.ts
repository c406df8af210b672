import { sql } from 'drizzle-orm'
import type { BillAttachment } from '../../../src/contracts/bpo-attachments'
import { BILL_ATTACHMENT_NOT_FOUND } from '../../../src/contracts/bpo-attachments'
import { ATTACH_ISSUED_ONLY, INVOICE_FILE_TYPES, INVOICE_NOT_FOUND } from '../../../src/contracts/invoicing'
import type { Db } from '../../db/connection'
import type { FileStore } from '../../files/file-store'
import { HttpError, notFound } from '../../http/errors'
import type { Tx } from '../../http/idempotency'
import { storeAttachment } from './attachment-store'
import type { NewAttachment } from './attachments-queries'
import { findInvoice, invoiceExists } from './invoicing-queries'

// §3 faturamentoAnexos: the issued invoice's PDF or XML. Checked by extension and content (15 MB) as the bills'
// attachments are, stored content-addressed; only an issued invoice takes files (the nota exists only then).

type DbOrTx = Db | Tx
type Who = { office: number; user: number }

const columns = sql`a.id, a.nome_arquivo, a.tipo, a.tamanho, u.nome as enviado_por,
  to_char(a.enviado_em at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as enviado_em`
const from = sql`faturas_anexos a left join usuarios u on u.id_interno = a.enviado_por`

export async function listInvoiceAttachments(db: Db, office: number, invoice: string) {
  if (!(await invoiceExists(db, office, invoice))) throw notFound(INVOICE_NOT_FOUND)
  const res = await db.execute<BillAttachment>(sql`select ${columns} from ${from}
    where a.id_escritorio = ${office} and a.id_fatura = ${invoice} order by a.enviado_em, a.id`)
  return res.rows
}

export async function findInvoiceAttachment(db: DbOrTx, office: number, invoice: string, id: number) {
  const res = await db.execute<BillAttachment & { sha256: string }>(sql`select ${columns}, a.sha256 from ${from}
    where a.id_escritorio = ${office} and a.id_fatura = ${invoice} and a.id = ${id}`)
  const row = res.rows[0]
  if (!row) throw notFound(BILL_ATTACHMENT_NOT_FOUND)
  return row
}

async function insert(tx: Tx, office: number, invoice: string, user: number, a: NewAttachment) {
  const res = await tx.execute<{ id: number }>(sql`insert into faturas_anexos
      (id_escritorio, id_fatura, nome_arquivo, tipo, tamanho, sha256, enviado_por)
    values (${office}, ${invoice}, ${a.nome_arquivo}, ${a.tipo}, ${a.tamanho}, ${a.sha256}, ${user}) returning id`)
  return res.rows[0].id
}

const issued = async (db: DbOrTx, office: number, invoice: string) =>
  (await findInvoice(db, office, invoice))?.estado === 'emitida'

/** Stores the issued invoice's PDF or XML (400 for any other file, 409 before the invoice is issued). */
export async function addInvoiceAttachment(
  deps: { db: Db; files: FileStore },
  who: Who,
  invoice: string,
  upload: { filename: string; buffer: Buffer },
) {
  const found = await findInvoice(deps.db, who.office, invoice)
  if (!found) throw notFound(INVOICE_NOT_FOUND)
  if (found.estado !== 'emitida') throw new HttpError(409, ATTACH_ISSUED_ONLY)
  if (!/\.(pdf|xml)$/i.test(upload.filename)) throw new HttpError(400, INVOICE_FILE_TYPES)
  return storeAttachment(
    deps,
    who,
    {
      exists: (db) => issued(db, who.office, invoice),
      insert: (tx, user, values) => insert(tx, who.office, invoice, user, values),
      find: (tx, id) => findInvoiceAttachment(tx, who.office, invoice, id),
      missing: ATTACH_ISSUED_ONLY,
      missingAttachment: BILL_ATTACHMENT_NOT_FOUND,
      audit: { entidade: 'fatura', id: invoice },
    },
    upload,
  )
}
