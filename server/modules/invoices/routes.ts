import multipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { invoicePaths } from '../../../src/contracts/inbox-paths'
import {
  INVOICE_MAX_MB,
  INVOICE_NOT_FOUND,
  invoiceDetailResponse,
  invoiceList,
  invoiceListQuery,
  invoiceParams,
  invoiceUploadFields,
} from '../../../src/contracts/invoices'
import { officeIdParams } from '../../../src/contracts/offices'
import type { Db } from '../../db/connection'
import type { FileStore } from '../../files/file-store'
import { readUpload } from '../../files/multipart'
import { sendStoredFile } from '../../files/send-file'
import { scopeOffice, sessionUser } from '../../http/access'
import { notFound } from '../../http/errors'
import { idempotent } from '../../http/idempotency'
import { type Notice, pushNotices } from '../bpo/approval-notices'
import type { PushEndpointPolicy } from '../push/endpoint-check'
import { importInvoice } from './import-service'
import { readInvoiceFile } from './invoice-file'
import * as q from './queries'

/** The BPO is run by the platform's staff for the office's gestor (docs/access.md). */
const access = { access: ['equipe', 'gestor'] as const }

const TOO_LARGE = `O arquivo é maior que o limite de ${INVOICE_MAX_MB} MB; nada foi lançado.`

/**
 * Invoices (…/bpo/notas-fiscais): the list with its bills, one invoice with items and instalments, its XML, and the
 * upload of one XML file (NF-e or NFS-e) that becomes bills (docs/bpo-invoices-inbox.md).
 */
export const invoiceRoutes: FastifyPluginAsyncZod<{
  db: Db
  files: FileStore
  pushPolicy: PushEndpointPolicy
}> = async (app, { db, files, pushPolicy }) => {
  await app.register(multipart, { limits: { fileSize: INVOICE_MAX_MB * 1024 * 1024 + 1, files: 1, fields: 5 } })
  const officeOf = (req: FastifyRequest, id: number) => scopeOffice(sessionUser(req), id)

  app.get(
    invoicePaths.list(':id'),
    { config: access, schema: { params: officeIdParams, querystring: invoiceListQuery } },
    async (req) =>
      invoiceList.parse({ status: 200, value: await q.listInvoices(db, officeOf(req, req.params.id), req.query) }),
  )

  app.get(invoicePaths.one(':id', ':nota'), { config: access, schema: { params: invoiceParams } }, async (req) => {
    const value = await q.findInvoice(db, officeOf(req, req.params.id), req.params.nota)
    if (!value) throw notFound(INVOICE_NOT_FOUND)
    return invoiceDetailResponse.parse({ status: 200, value })
  })

  app.get(
    invoicePaths.file(':id', ':nota'),
    { config: access, schema: { params: invoiceParams } },
    async (req, reply) => {
      const stored = await q.invoiceFile(db, officeOf(req, req.params.id), req.params.nota)
      if (!stored) throw notFound(INVOICE_NOT_FOUND)
      return sendStoredFile(reply, files, { sha256: stored.sha256, nome: stored.nome_arquivo, mime: 'application/xml' })
    },
  )

  app.post(invoicePaths.list(':id'), { config: access, schema: { params: officeIdParams } }, async (req, reply) => {
    const user = sessionUser(req)
    const office = scopeOffice(user, req.params.id)
    const { fields, filename, buffer } = await readUpload(app, req, invoiceUploadFields, TOO_LARGE)
    const parsed = await readInvoiceFile(buffer)
    const { sha } = await files.put(buffer)
    const notices: Notice[] = []
    const who = { office, user: user.id, notices }
    const file = { nome_arquivo: filename, sha256: sha, origem: 'upload' as const }
    const answer = await idempotent(db, req, reply, (tx) => importInvoice(tx, who, parsed, file, fields.id_categoria))
    pushNotices(db, notices, { policy: pushPolicy, log: (m) => req.log.warn(m), error: (e) => req.log.error(e) })
    return answer
  })
}
