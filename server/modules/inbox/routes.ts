import multipart from '@fastify/multipart'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  addressBody,
  addressParams,
  emailsResponse,
  inboxAttachmentParams,
  inboxList,
  inboxListQuery,
  inboxMessageParams,
  inboxMessageResponse,
  messageTagsBody,
  tagBody,
  tagParams,
  verifiedBody,
} from '../../../src/contracts/inbox'
import { EML_MAX_MB, inboxPaths } from '../../../src/contracts/inbox-paths'
import { officeIdParams } from '../../../src/contracts/offices'
import type { Db } from '../../db/connection'
import type { FileStore } from '../../files/file-store'
import { readUpload } from '../../files/multipart'
import { sendStoredFile } from '../../files/send-file'
import { scopeOffice, sessionUser } from '../../http/access'
import { notFound } from '../../http/errors'
import { idempotent, type Outcome, type Tx } from '../../http/idempotency'
import { type Notice, pushNotices } from '../bpo/approval-notices'
import type { PushEndpointPolicy } from '../push/endpoint-check'
import * as addresses from './addresses-service'
import * as q from './queries'
import { readInboxMail } from './read-attachments'
import * as service from './service'
import { receivingAddress } from './smtp-receiver'

/** The BPO is run by the platform's staff for the office's gestor (docs/access.md). */
const access = { access: ['equipe', 'gestor'] as const }
const TOO_LARGE = `O arquivo é maior que o limite de ${EML_MAX_MB} MB; nada foi salvo.`

/**
 * The inbox (…/bpo/caixa-entrada: messages with tags, the summary per tag, the visually-verified flag, .eml upload,
 * attachments) and the office's addresses and tags (…/bpo/emails, …/bpo/emails-tags).
 */
export const inboxRoutes: FastifyPluginAsyncZod<{
  db: Db
  files: FileStore
  pushPolicy: PushEndpointPolicy
  /** The receiving addresses' domain when the SMTP receiver runs, else null. */
  domain: string | null
}> = async (app, { db, files, pushPolicy, domain }) => {
  await app.register(multipart, { limits: { fileSize: EML_MAX_MB * 1024 * 1024 + 1, files: 1, fields: 5 } })
  const who = (req: FastifyRequest, officeId: number) => {
    const user = sessionUser(req)
    return { office: scopeOffice(user, officeId), user: user.id }
  }
  const address = (office: number) => (domain ? receivingAddress(office, domain) : null)
  const write = (req: FastifyRequest, reply: FastifyReply, effect: (tx: Tx) => Promise<Outcome>) =>
    idempotent(db, req, reply, effect)

  app.get(
    inboxPaths.messages(':id'),
    { config: access, schema: { params: officeIdParams, querystring: inboxListQuery } },
    async (req) => {
      const office = who(req, req.params.id).office
      const value = { ...(await q.listMessages(db, office, req.query)), endereco: address(office) }
      return inboxList.parse({ status: 200, value })
    },
  )

  app.post(inboxPaths.messages(':id'), { config: access, schema: { params: officeIdParams } }, async (req, reply) => {
    const by = who(req, req.params.id)
    const { buffer } = await readUpload(app, req, z.object({}), TOO_LARGE)
    const mail = await readInboxMail(buffer)
    const notices: Notice[] = []
    const answer = await write(req, reply, (tx) =>
      service.receiveMail({ files }, tx, { ...by, notices }, mail, 'upload'),
    )
    pushNotices(db, notices, { policy: pushPolicy, log: (m) => req.log.warn(m), error: (e) => req.log.error(e) })
    return answer
  })

  app.get(
    inboxPaths.message(':id', ':msg'),
    { config: access, schema: { params: inboxMessageParams } },
    async (req) => {
      const outcome = await service.answer(db, who(req, req.params.id).office, req.params.msg)
      return inboxMessageResponse.parse(outcome.body)
    },
  )

  app.post(
    inboxPaths.verified(':id', ':msg'),
    { config: access, schema: { params: inboxMessageParams, body: verifiedBody } },
    async (req, reply) => {
      const by = who(req, req.params.id)
      return write(req, reply, (tx) =>
        service.setVerified(tx, by, req.params.msg, req.body.verificado, req.body.version),
      )
    },
  )

  app.put(
    inboxPaths.tags(':id', ':msg'),
    { config: access, schema: { params: inboxMessageParams, body: messageTagsBody } },
    async (req, reply) => {
      const by = who(req, req.params.id)
      return write(req, reply, (tx) => service.setMessageTags(tx, by, req.params.msg, req.body.tags, req.body.version))
    },
  )

  app.get(
    inboxPaths.attachment(':id', ':msg', ':anexo'),
    { config: access, schema: { params: inboxAttachmentParams } },
    async (req, reply) => {
      const stored = await q.attachmentFile(db, who(req, req.params.id).office, req.params.msg, req.params.anexo)
      if (!stored) throw notFound('Anexo não encontrado')
      // Served as a download whatever it claims to be (the sender chose its type).
      return sendStoredFile(reply, files, {
        sha256: stored.sha256,
        nome: stored.nome_arquivo,
        mime: 'application/octet-stream',
      })
    },
  )

  // ---- /bpo/emails ----

  app.get(inboxPaths.emails(':id'), { config: access, schema: { params: officeIdParams } }, async (req) => {
    const office = who(req, req.params.id).office
    const outcome = await db.transaction((tx) => addresses.listAddressesAndTags(tx, office, address(office)))
    return emailsResponse.parse(outcome.body)
  })

  app.post(
    inboxPaths.emails(':id'),
    { config: access, schema: { params: officeIdParams, body: addressBody } },
    async (req, reply) => {
      const by = who(req, req.params.id)
      return write(req, reply, (tx) => addresses.addAddress(tx, by, req.body, address(by.office)))
    },
  )

  app.put(
    inboxPaths.email(':id', ':email'),
    { config: access, schema: { params: addressParams, body: addressBody } },
    async (req, reply) => {
      const by = who(req, req.params.id)
      return write(req, reply, (tx) => addresses.editAddress(tx, by, req.params.email, req.body, address(by.office)))
    },
  )

  app.delete(
    inboxPaths.email(':id', ':email'),
    { config: access, schema: { params: addressParams } },
    async (req, reply) => {
      const by = who(req, req.params.id)
      return write(req, reply, (tx) => addresses.removeAddress(tx, by, req.params.email, address(by.office)))
    },
  )

  app.post(
    inboxPaths.emailTags(':id'),
    { config: access, schema: { params: officeIdParams, body: tagBody } },
    async (req, reply) => {
      const by = who(req, req.params.id)
      return write(req, reply, (tx) => addresses.addTag(tx, by, req.body, address(by.office)))
    },
  )

  app.delete(
    inboxPaths.emailTag(':id', ':tag'),
    { config: access, schema: { params: tagParams } },
    async (req, reply) => {
      const by = who(req, req.params.id)
      return write(req, reply, (tx) => addresses.removeTag(tx, by, req.params.tag, address(by.office)))
    },
  )
}
