import { BILL_ATTACHMENT_NOT_FOUND as ATTACHMENT_NOT_FOUND } from '../../../src/contracts/bpo-attachments'
import { REQUEST_NOT_FOUND } from '../../../src/contracts/bpo-requests'
import type { Db } from '../../db/connection'
import type { FileStore } from '../../files/file-store'
import { notFound } from '../../http/errors'
import { recordAudit } from '../audit/record'
import { checkAttachment } from './attachment-check'
import * as q from './request-attachments-queries'

// Attachments of a request: checked (extension and content, 15 MB) before anything is stored, as the bills' are;
// the row and its audit commit together; the bytes live in the content-addressed store.

type Who = { office: number; user: number }

export async function listAttachments(db: Db, who: Who, request: string) {
  const ref = { office: who.office, request }
  if (!(await q.requestExists(db, ref))) throw notFound(REQUEST_NOT_FOUND)
  return q.listAttachments(db, ref)
}

export async function addAttachment(
  deps: { db: Db; files: FileStore },
  who: Who,
  request: string,
  upload: { filename: string; buffer: Buffer },
) {
  const ref = { office: who.office, request }
  if (!(await q.requestExists(deps.db, ref))) throw notFound(REQUEST_NOT_FOUND)
  const tipo = checkAttachment(upload.filename, upload.buffer)
  const { sha } = await deps.files.put(upload.buffer)
  return deps.db.transaction(async (tx) => {
    if (!(await q.requestExists(tx, ref))) throw notFound(REQUEST_NOT_FOUND)
    const values = { nome_arquivo: upload.filename, tipo, tamanho: upload.buffer.length, sha256: sha }
    const id = await q.insertAttachment(tx, ref, who.user, values)
    await recordAudit(tx, {
      office: who.office,
      user: who.user,
      acao: 'anexar',
      entidade: 'requisicao',
      id: request,
      depois: { anexo: id, ...values },
    })
    const row = await q.findAttachment(tx, ref, id)
    if (!row) throw notFound(ATTACHMENT_NOT_FOUND)
    const { sha256: _sha, ...attachment } = row
    return attachment
  })
}

export async function storedAttachment(db: Db, who: Who, request: string, id: number) {
  const row = await q.findAttachment(db, { office: who.office, request }, id)
  if (!row) throw notFound(ATTACHMENT_NOT_FOUND)
  return row
}

export const officeAttachments = (db: Db, office: number, filters: q.IndexFilters) =>
  q.officeAttachments(db, office, filters)
