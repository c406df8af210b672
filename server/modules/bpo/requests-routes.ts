import multipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ATTACHMENT_MAX_MB } from '../../../src/contracts/bpo-paths'
import { requestPaths } from '../../../src/contracts/bpo-request-paths'
import {
  convertBody,
  messageBody,
  officeAttachmentList,
  officeAttachmentQuery,
  requestAttachmentCreated,
  requestAttachmentList,
  requestAttachmentParams,
  requestCreateBody,
  requestListQuery,
  requestListResponse,
  requestParams,
  stateBody,
} from '../../../src/contracts/bpo-requests'
import { officeIdParams } from '../../../src/contracts/offices'
import type { Db } from '../../db/connection'
import type { FileStore } from '../../files/file-store'
import { readUpload } from '../../files/multipart'
import { sendStoredFile } from '../../files/send-file'
import { scopeOffice, sessionUser } from '../../http/access'
import { idempotent } from '../../http/idempotency'
import { ATTACHMENT_MIME, ATTACHMENT_TOO_LARGE } from './attachment-check'
import * as files from './request-attachments-service'
import * as service from './requests-service'

/** The office's gestor asks, the platform's staff run the back-office (docs/bpo-requests.md). */
const access = { access: ['equipe', 'gestor'] as const }
/** Only staff turn a request into a payable. */
const staff = { access: ['equipe'] as const }

const who = (req: FastifyRequest, officeId: number): service.RequestWho => {
  const user = sessionUser(req)
  return { office: scopeOffice(user, officeId), user: user.id, role: user.role === 'equipe' ? 'equipe' : 'gestor' }
}

/**
 * BPO requests (/bpo/requisicoes): list with counts per state, create, converse, move through the states, turn a
 * payment request into a payable; their attachments; and every attachment of the office (/bpo/anexos). Writes are
 * idempotent (the outbox sends them with an Idempotency-Key) and audited.
 */
export const requestRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStore }> = async (app, deps) => {
  const { db } = deps
  await app.register(multipart, { limits: { fileSize: ATTACHMENT_MAX_MB * 1024 * 1024 + 1, files: 1, fields: 5 } })
  const list = requestPaths.list(':id')

  app.get(list, { config: access, schema: { params: officeIdParams, querystring: requestListQuery } }, async (req) => {
    const office = scopeOffice(sessionUser(req), req.params.id)
    return requestListResponse.parse({ status: 200, value: await service.listRequests(db, office, req.query) })
  })

  app.post(
    list,
    { config: access, schema: { params: officeIdParams, body: requestCreateBody } },
    async (req, reply) => {
      const by = who(req, req.params.id)
      return idempotent(db, req, reply, (tx) => service.createRequest(tx, by, req.body))
    },
  )

  app.post(
    requestPaths.messages(':id', ':req'),
    { config: access, schema: { params: requestParams, body: messageBody } },
    async (req, reply) => {
      const by = who(req, req.params.id)
      return idempotent(db, req, reply, (tx) => service.addMessage(tx, by, req.params.req, req.body))
    },
  )

  app.post(
    requestPaths.state(':id', ':req'),
    { config: access, schema: { params: requestParams, body: stateBody } },
    async (req, reply) => {
      const by = who(req, req.params.id)
      const { situacao, version } = req.body
      return idempotent(db, req, reply, (tx) => service.changeState(tx, by, req.params.req, situacao, version))
    },
  )

  app.post(
    requestPaths.bill(':id', ':req'),
    { config: staff, schema: { params: requestParams, body: convertBody } },
    async (req, reply) => {
      const by = who(req, req.params.id)
      const { version, ...fields } = req.body
      return idempotent(db, req, reply, (tx) => service.convertToBill(tx, by, req.params.req, fields, version))
    },
  )

  app.get(
    requestPaths.attachments(':id', ':req'),
    { config: access, schema: { params: requestParams } },
    async (req) => {
      const value = await files.listAttachments(db, who(req, req.params.id), req.params.req)
      return requestAttachmentList.parse({ status: 200, value })
    },
  )

  app.post(
    requestPaths.attachments(':id', ':req'),
    { config: access, schema: { params: requestParams } },
    async (req, reply) => {
      const by = who(req, req.params.id)
      const { filename, buffer } = await readUpload(app, req, z.object({}), ATTACHMENT_TOO_LARGE)
      const value = await files.addAttachment(deps, by, req.params.req, { filename, buffer })
      return reply.code(201).send(requestAttachmentCreated.parse({ status: 201, value }))
    },
  )

  app.get(
    requestPaths.attachment(':id', ':req', ':anexo'),
    { config: access, schema: { params: requestAttachmentParams } },
    async (req, reply) => {
      const stored = await files.storedAttachment(db, who(req, req.params.id), req.params.req, req.params.anexo)
      const mime = ATTACHMENT_MIME[stored.tipo]
      return sendStoredFile(reply, deps.files, { sha256: stored.sha256, nome: stored.nome_arquivo, mime })
    },
  )

  app.get(
    requestPaths.allAttachments(':id'),
    { config: access, schema: { params: officeIdParams, querystring: officeAttachmentQuery } },
    async (req) => {
      const office = scopeOffice(sessionUser(req), req.params.id)
      return officeAttachmentList.parse({ status: 200, value: await files.officeAttachments(db, office, req.query) })
    },
  )
}
