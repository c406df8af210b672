import multipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { clientOptionsResponse } from '../../../src/contracts/billing'
import { ATTACHMENT_MAX_MB } from '../../../src/contracts/bpo-paths'
import {
  invoiceAttachmentCreated,
  invoiceAttachmentList,
  invoiceAttachmentParams,
  invoiceCreateBody,
  invoiceIssueBody,
  invoiceListResponse,
  invoiceMonthParams,
  invoiceParams,
  invoiceVersionBody,
} from '../../../src/contracts/invoicing'
import { invoicePaths } from '../../../src/contracts/invoicing-paths'
import { officeIdParams } from '../../../src/contracts/offices'
import type { Db } from '../../db/connection'
import type { FileStore } from '../../files/file-store'
import { readUpload } from '../../files/multipart'
import { sendStoredFile } from '../../files/send-file'
import { scopeOffice, sessionUser } from '../../http/access'
import { idempotent } from '../../http/idempotency'
import { clientOptions } from '../billing/queries'
import { ATTACHMENT_MIME, ATTACHMENT_TOO_LARGE } from './attachment-check'
import { addInvoiceAttachment, findInvoiceAttachment, listInvoiceAttachments } from './invoice-attachments'
import { listInvoices } from './invoicing-queries'
import * as service from './invoicing-service'

/** The BPO is run by the platform's staff for the office's gestor (docs/access.md). */
const access = { access: ['equipe', 'gestor'] as const }

const who = (req: FastifyRequest, officeId: number) => {
  const user = sessionUser(req)
  return { office: scopeOffice(user, officeId), user: user.id }
}

/**
 * Billing (/bpo/faturamento, docs/invoicing.md): the office's service invoices to its clients with totals per state,
 * create, issue (a receivable is created), cancel, the month's hiring-rule charges into pending invoices, and the
 * issued invoice's PDF/XML. Writes are idempotent (the outbox sends them with an Idempotency-Key) and audited.
 */
export const invoicingRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStore }> = async (app, deps) => {
  const { db } = deps
  await app.register(multipart, { limits: { fileSize: ATTACHMENT_MAX_MB * 1024 * 1024 + 1, files: 1, fields: 5 } })

  app.get(invoicePaths.list(':id'), { config: access, schema: { params: officeIdParams } }, async (req) => {
    const office = scopeOffice(sessionUser(req), req.params.id)
    return invoiceListResponse.parse({ status: 200, value: await listInvoices(db, office) })
  })

  app.get(invoicePaths.clients(':id'), { config: access, schema: { params: officeIdParams } }, async (req) => {
    const office = scopeOffice(sessionUser(req), req.params.id)
    return clientOptionsResponse.parse({ status: 200, value: await clientOptions(db, office) })
  })

  app.post(
    invoicePaths.list(':id'),
    { config: access, schema: { params: officeIdParams, body: invoiceCreateBody } },
    async (req, reply) => {
      const by = who(req, req.params.id)
      return idempotent(db, req, reply, (tx) => service.createInvoice(tx, by, req.body))
    },
  )

  app.post(
    invoicePaths.issue(':id', ':fatura'),
    { config: access, schema: { params: invoiceParams, body: invoiceIssueBody } },
    async (req, reply) => {
      const by = who(req, req.params.id)
      return idempotent(db, req, reply, (tx) => service.issueInvoice(tx, by, req.params.fatura, req.body))
    },
  )

  app.post(
    invoicePaths.cancel(':id', ':fatura'),
    { config: access, schema: { params: invoiceParams, body: invoiceVersionBody } },
    async (req, reply) => {
      const by = who(req, req.params.id)
      return idempotent(db, req, reply, (tx) => service.cancelInvoice(tx, by, req.params.fatura, req.body.version))
    },
  )

  app.post(
    invoicePaths.fromCharges(':id', ':mes'),
    { config: access, schema: { params: invoiceMonthParams } },
    async (req, reply) => {
      const by = who(req, req.params.id)
      return idempotent(db, req, reply, (tx) => service.invoicesFromCharges(tx, by, req.params.mes))
    },
  )

  app.get(
    invoicePaths.attachments(':id', ':fatura'),
    { config: access, schema: { params: invoiceParams } },
    async (req) => {
      const office = scopeOffice(sessionUser(req), req.params.id)
      const value = await listInvoiceAttachments(db, office, req.params.fatura)
      return invoiceAttachmentList.parse({ status: 200, value })
    },
  )

  app.post(
    invoicePaths.attachments(':id', ':fatura'),
    { config: access, schema: { params: invoiceParams } },
    async (req, reply) => {
      const by = who(req, req.params.id)
      const { filename, buffer } = await readUpload(app, req, z.object({}), ATTACHMENT_TOO_LARGE)
      const value = await addInvoiceAttachment(deps, by, req.params.fatura, { filename, buffer })
      return reply.code(201).send(invoiceAttachmentCreated.parse({ status: 201, value }))
    },
  )

  app.get(
    invoicePaths.attachment(':id', ':fatura', ':anexo'),
    { config: access, schema: { params: invoiceAttachmentParams } },
    async (req, reply) => {
      const office = scopeOffice(sessionUser(req), req.params.id)
      const stored = await findInvoiceAttachment(db, office, req.params.fatura, req.params.anexo)
      return sendStoredFile(reply, deps.files, {
        sha256: stored.sha256,
        nome: stored.nome_arquivo,
        mime: ATTACHMENT_MIME[stored.tipo],
      })
    },
  )
}
