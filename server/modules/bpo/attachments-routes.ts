import multipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { billKinds } from '../../../src/contracts/bill-status'
import {
  billAttachmentCreated,
  billAttachmentFileParams,
  billAttachmentList,
  billAttachmentParams,
} from '../../../src/contracts/bpo-attachments'
import { ATTACHMENT_MAX_MB, bpoPaths } from '../../../src/contracts/bpo-paths'
import type { Db } from '../../db/connection'
import type { FileStore } from '../../files/file-store'
import { readUpload } from '../../files/multipart'
import { sendStoredFile } from '../../files/send-file'
import { scopeOffice, sessionUser } from '../../http/access'
import { idempotent } from '../../http/idempotency'
import { ATTACHMENT_MIME, ATTACHMENT_TOO_LARGE } from './attachment-check'
import * as service from './attachments-service'

/** The BPO is run by the platform's staff for the office's gestor (docs/access.md). */
const access = { access: ['equipe', 'gestor'] as const }

const who = (req: FastifyRequest, officeId: number) => {
  const user = sessionUser(req)
  return { office: scopeOffice(user, officeId), user: user.id }
}

/**
 * Attachments of the BPO bills (…/titulos/{pagar|receber}/{rowId}/anexos): list, upload (multipart, field "file";
 * checked by extension and content, 15 MB), download and remove; every write audited on the bill.
 */
export const billAttachmentRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStore }> = async (app, deps) => {
  const { db, files } = deps
  // One byte past the limit so that an oversized file is caught by our own check, with our message.
  await app.register(multipart, { limits: { fileSize: ATTACHMENT_MAX_MB * 1024 * 1024 + 1, files: 1, fields: 5 } })

  for (const kind of billKinds) {
    const list = bpoPaths.attachments(':id', kind, ':rowId')
    const one = bpoPaths.attachment(':id', kind, ':rowId', ':anexo')

    app.get(list, { config: access, schema: { params: billAttachmentParams } }, async (req) => {
      const value = await service.listAttachments(db, who(req, req.params.id), kind, req.params.rowId)
      return billAttachmentList.parse({ status: 200, value })
    })

    app.post(list, { config: access, schema: { params: billAttachmentParams } }, async (req, reply) => {
      const by = who(req, req.params.id)
      const { filename, buffer } = await readUpload(app, req, z.object({}), ATTACHMENT_TOO_LARGE)
      const value = await service.addAttachment(deps, by, kind, req.params.rowId, { filename, buffer })
      return reply.code(201).send(billAttachmentCreated.parse({ status: 201, value }))
    })

    app.get(one, { config: access, schema: { params: billAttachmentFileParams } }, async (req, reply) => {
      const { rowId, anexo } = req.params
      const stored = await service.storedAttachment(db, who(req, req.params.id), kind, rowId, anexo)
      const mime = ATTACHMENT_MIME[stored.tipo]
      return sendStoredFile(reply, files, { sha256: stored.sha256, nome: stored.nome_arquivo, mime })
    })

    app.delete(one, { config: access, schema: { params: billAttachmentFileParams } }, async (req, reply) => {
      const by = who(req, req.params.id)
      const { rowId, anexo } = req.params
      return idempotent(db, req, reply, (tx) => service.removeAttachment(tx, by, kind, rowId, anexo))
    })
  }
}
