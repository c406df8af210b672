import { MESSAGE_EXISTS, MESSAGE_NOT_FOUND, STALE_MESSAGE } from '../../../src/contracts/inbox'
import type { Db } from '../../db/connection'
import type { FileStore } from '../../files/file-store'
import { HttpError, notFound } from '../../http/errors'
import type { Outcome, Tx } from '../../http/idempotency'
import { recordAudit } from '../audit/record'
import type { Who } from '../bpo/bills-service'
import { extractAttachment } from './extract'
import * as q from './queries'
import type { InboxMail } from './read-attachments'

// The inbox's rules: a message is stored once per office (its Message-ID), tagged by its sender's address, and its
// attachments, read before the transaction (read-attachments.ts), are posted as bills in it.

/**
 * Stores a read message with its attachments (bytes first, in the content-addressed store) and extracts them.
 * `auto`: whether attachments may become bills (an upload by a person, or a validated sender). A message already
 * in the inbox is a 409 and nothing changes.
 */
export async function receiveMail(
  deps: { files: FileStore },
  tx: Tx,
  who: Who,
  mail: InboxMail,
  origem: 'upload' | 'smtp',
): Promise<Outcome> {
  const stored = []
  for (const a of mail.anexos) stored.push({ ...a, sha256: (await deps.files.put(a.conteudo)).sha })
  const sender = mail.de_email ? await q.senderAddress(tx, who.office, mail.de_email) : null
  const id = await q.insertMessage(tx, who.office, { ...mail, origem })
  if (id === null) throw new HttpError(409, MESSAGE_EXISTS)
  if (sender?.id_tag) await q.setTags(tx, who.office, id, [sender.id_tag])
  const auto = origem === 'upload' || sender?.validado === true
  for (const file of stored) {
    const read = await extractAttachment(tx, who, file, auto, { recebido_em: mail.recebido_em, de: mail.de })
    await q.insertAttachment(tx, who.office, id, {
      nome_arquivo: file.nome_arquivo,
      tipo: file.tipo,
      tamanho: file.conteudo.length,
      sha256: file.sha256,
      ...read,
    })
  }
  await recordAudit(tx, {
    office: who.office,
    user: who.user,
    acao: 'receber',
    entidade: 'caixa_entrada',
    id,
    depois: { de: mail.de, assunto: mail.assunto, origem, anexos: stored.map((f) => f.nome_arquivo) },
  })
  return answer(tx, who.office, id, 201)
}

export async function answer(db: Db | Tx, office: number, id: number, status = 200): Promise<Outcome> {
  const value = await q.findMessage(db, office, id)
  if (!value) throw notFound(MESSAGE_NOT_FOUND)
  return { status, body: { status, value } }
}

async function current(tx: Tx, office: number, id: number, version: number) {
  const message = await q.findMessage(tx, office, id, true)
  if (!message) throw notFound(MESSAGE_NOT_FOUND)
  if (message.version !== version) throw new HttpError(409, STALE_MESSAGE, { current: message })
  return message
}

export async function setVerified(tx: Tx, who: Who, id: number, verificado: boolean, version: number) {
  const before = await current(tx, who.office, id, version)
  await q.updateMessage(tx, who.office, id, { verificado })
  await recordAudit(tx, {
    office: who.office,
    user: who.user,
    acao: 'verificar',
    entidade: 'caixa_entrada',
    id,
    antes: { verificado: before.verificado },
    depois: { verificado },
  })
  return answer(tx, who.office, id)
}

export async function setMessageTags(tx: Tx, who: Who, id: number, tags: number[], version: number) {
  const before = await current(tx, who.office, id, version)
  const unique = [...new Set(tags)]
  if (!(await q.tagsExist(tx, who.office, unique))) throw notFound('Etiqueta não encontrada')
  await q.setTags(tx, who.office, id, unique)
  await q.updateMessage(tx, who.office, id, {})
  await recordAudit(tx, {
    office: who.office,
    user: who.user,
    acao: 'etiquetar',
    entidade: 'caixa_entrada',
    id,
    antes: { tags: before.tags },
    depois: { tags: unique },
  })
  return answer(tx, who.office, id)
}
