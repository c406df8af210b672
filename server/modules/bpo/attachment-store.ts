import type { BillAttachment } from '../../../src/contracts/bpo-attachments'
import type { Db } from '../../db/connection'
import type { FileStore } from '../../files/file-store'
import { notFound } from '../../http/errors'
import type { Tx } from '../../http/idempotency'
import { type AuditInput, recordAudit } from '../audit/record'
import { checkAttachment } from './attachment-check'
import type { NewAttachment } from './attachments-queries'

type Who = { office: number; user: number }

/** Where an attachment goes: a bill or a request, with its own queries and messages. */
export type AttachmentOwner = {
  exists: (db: Db | Tx) => Promise<boolean>
  insert: (tx: Tx, user: number, values: NewAttachment) => Promise<number>
  find: (tx: Tx, id: number) => Promise<(BillAttachment & { sha256: string }) | undefined>
  missing: string
  missingAttachment: string
  audit: Pick<AuditInput, 'entidade' | 'id'>
}

/**
 * Checks a file (extension and content, 15 MB) before anything is stored, writes it to the content-addressed
 * store, then the row and its audit in one transaction; the hash stays on the server.
 */
export async function storeAttachment(
  deps: { db: Db; files: FileStore },
  who: Who,
  owner: AttachmentOwner,
  upload: { filename: string; buffer: Buffer },
) {
  if (!(await owner.exists(deps.db))) throw notFound(owner.missing)
  const tipo = checkAttachment(upload.filename, upload.buffer)
  const { sha } = await deps.files.put(upload.buffer)
  return deps.db.transaction(async (tx) => {
    // The owner may have been removed while the file was written: the foreign key would refuse the row with a 500.
    if (!(await owner.exists(tx))) throw notFound(owner.missing)
    const values = { nome_arquivo: upload.filename, tipo, tamanho: upload.buffer.length, sha256: sha }
    const id = await owner.insert(tx, who.user, values)
    await recordAudit(tx, {
      office: who.office,
      user: who.user,
      acao: 'anexar',
      ...owner.audit,
      depois: { anexo: id, ...values },
    })
    const row = await owner.find(tx, id)
    if (!row) throw notFound(owner.missingAttachment)
    const { sha256: _sha, ...attachment } = row
    return attachment
  })
}
