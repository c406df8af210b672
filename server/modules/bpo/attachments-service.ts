import type { BillKind } from '../../../src/contracts/bill-status'
import { BILL_ATTACHMENT_NOT_FOUND } from '../../../src/contracts/bpo-attachments'
import { BILL_NOT_FOUND } from '../../../src/contracts/bpo-bills'
import type { Db } from '../../db/connection'
import type { FileStore } from '../../files/file-store'
import { notFound } from '../../http/errors'
import type { Outcome, Tx } from '../../http/idempotency'
import { recordAudit } from '../audit/record'
import { storeAttachment } from './attachment-store'
import * as q from './attachments-queries'

// Attachments of a bill (boleto, nota fiscal, receipt). A file is checked before anything is stored; the row and
// its audit commit together. The content stays in the content-addressed store when a row is removed: the same
// bytes may be another bill's attachment or a data-room upload (the store never knows who refers to a file).

type Who = { office: number; user: number }

const refOf = (who: Who, kind: BillKind, bill: number) => ({ office: who.office, kind, bill })

export async function listAttachments(db: Db, who: Who, kind: BillKind, bill: number) {
  const ref = refOf(who, kind, bill)
  if (!(await q.billExists(db, ref))) throw notFound(BILL_NOT_FOUND)
  return q.listAttachments(db, ref)
}

export function addAttachment(
  deps: { db: Db; files: FileStore },
  who: Who,
  kind: BillKind,
  bill: number,
  upload: { filename: string; buffer: Buffer },
) {
  const ref = refOf(who, kind, bill)
  return storeAttachment(
    deps,
    who,
    {
      exists: (db) => q.billExists(db, ref),
      insert: (tx, user, values) => q.insertAttachment(tx, ref, user, values),
      find: (tx, id) => q.findAttachment(tx, ref, id),
      missing: BILL_NOT_FOUND,
      missingAttachment: BILL_ATTACHMENT_NOT_FOUND,
      audit: { entidade: 'titulo', id: bill },
    },
    upload,
  )
}

export async function storedAttachment(db: Db, who: Who, kind: BillKind, bill: number, id: number) {
  const row = await q.findAttachment(db, refOf(who, kind, bill), id)
  if (!row) throw notFound(BILL_ATTACHMENT_NOT_FOUND)
  return row
}

export async function removeAttachment(tx: Tx, who: Who, kind: BillKind, bill: number, id: number): Promise<Outcome> {
  const ref = refOf(who, kind, bill)
  const before = await q.findAttachment(tx, ref, id)
  if (!before || !(await q.deleteAttachment(tx, ref, id))) throw notFound(BILL_ATTACHMENT_NOT_FOUND)
  await recordAudit(tx, {
    office: who.office,
    user: who.user,
    acao: 'remover-anexo',
    entidade: 'titulo',
    id: bill,
    antes: { anexo: id, nome_arquivo: before.nome_arquivo, sha256: before.sha256 },
  })
  return { status: 200, body: { status: 200, value: { id } } }
}
