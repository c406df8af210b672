import { BILL_ATTACHMENT_NOT_FOUND as ATTACHMENT_NOT_FOUND } from '../../../src/contracts/bpo-attachments'
import { REQUEST_NOT_FOUND } from '../../../src/contracts/bpo-requests'
import type { Db } from '../../db/connection'
import type { FileStore } from '../../files/file-store'
import { notFound } from '../../http/errors'
import { storeAttachment } from './attachment-store'
import * as q from './request-attachments-queries'

// Attachments of a request: checked (extension and content, 15 MB) before anything is stored, as the bills' are;
// the row and its audit commit together; the bytes live in the content-addressed store.

type Who = { office: number; user: number }

export async function listAttachments(db: Db, who: Who, request: string) {
  const ref = { office: who.office, request }
  if (!(await q.requestExists(db, ref))) throw notFound(REQUEST_NOT_FOUND)
  return q.listAttachments(db, ref)
}

export function addAttachment(
  deps: { db: Db; files: FileStore },
  who: Who,
  request: string,
  upload: { filename: string; buffer: Buffer },
) {
  const ref = { office: who.office, request }
  return storeAttachment(
    deps,
    who,
    {
      exists: (db) => q.requestExists(db, ref),
      insert: (tx, user, values) => q.insertAttachment(tx, ref, user, values),
      find: (tx, id) => q.findAttachment(tx, ref, id),
      missing: REQUEST_NOT_FOUND,
      missingAttachment: ATTACHMENT_NOT_FOUND,
      audit: { entidade: 'requisicao', id: request },
    },
    upload,
  )
}

export async function storedAttachment(db: Db, who: Who, request: string, id: number) {
  const row = await q.findAttachment(db, { office: who.office, request }, id)
  if (!row) throw notFound(ATTACHMENT_NOT_FOUND)
  return row
}

export const officeAttachments = (db: Db, office: number, filters: q.IndexFilters) =>
  q.officeAttachments(db, office, filters)
