import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  dreEmailBody,
  dreEmailResponse,
  dreEmailsResponse,
  officeParams,
  partnerOfficeQuery,
  partnerPaths,
  recipientBody,
  recipientEditBody,
  recipientResponse,
  recipientsResponse,
} from '../../../src/contracts/financial'
import { recordId } from '../../../src/contracts/primitives'
import type { Db } from '../../db/connection'
import { sessionUser } from '../../http/access'
import type { JobRunner } from '../../jobs/runner'
import type { Mailer } from '../../mail/mailer'
import { listDreEmails } from './dre-email-queries'
import { sendDreEmail } from './dre-email-service'
import { resolveGrouping, resolveRange } from './dre-service'
import { managers, officeOf } from './guard'
import { adminRoute, partnerScope, requireFeature } from './partner-scope'
import { addRecipient, editRecipient, listRecipients, removeRecipient } from './reports-sender'

const feature = adminRoute('dre')

/**
 * Reports sender (§7): DRE send requests, their history, and the office's recipients. A request is a durable job
 * that e-mails the DRE XLSX over SMTP; without SMTP configured it is refused and nothing is stored.
 */
export const reportsRoutes: FastifyPluginAsyncZod<{ db: Db; jobs: JobRunner; mailer: Mailer | null }> = async (
  app,
  { db, jobs, mailer },
) => {
  const config = { access: managers }

  app.post(
    partnerPaths.dreEmail,
    { config, schema: { body: dreEmailBody, response: { 201: dreEmailResponse } } },
    async (req, reply) => {
      const office = await partnerScope(db, req, req.body.id_escritorio, feature)
      const agrupamento = resolveGrouping(req.body.type)
      const { begin, end } = await resolveRange(db, office, req.body.begin_date, req.body.end_date)
      const who = { office, user: sessionUser(req).id }
      const input = { agrupamento, inicio: begin, fim: end, destinatarios: req.body.destinatarios }
      const value = await sendDreEmail({ db, jobs, mailer }, who, input)
      return reply.code(201).send({ status: 201, value })
    },
  )

  app.get(
    partnerPaths.dreEmails(':office'),
    { config, schema: { params: officeParams, response: { 200: dreEmailsResponse } } },
    async (req) => {
      const office = officeOf(req, req.params.office)
      await requireFeature(db, req, office, feature)
      return { status: 200, value: { smtp: mailer !== null, envios: await listDreEmails(db, office) } }
    },
  )

  /** The office of a recipients call: the path's `:office`, else the session / `id_escritorio`. */
  const officeFor = async (
    req: Parameters<typeof sessionUser>[0],
    fromPath: number | undefined,
    explicit: number | undefined,
  ) => {
    if (fromPath === undefined) return partnerScope(db, req, explicit, feature)
    const office = officeOf(req, fromPath)
    await requireFeature(db, req, office, feature)
    return office
  }
  const who = (req: Parameters<typeof sessionUser>[0], office: number) => ({ office, user: sessionUser(req).id })

  for (const [path, params] of [
    [partnerPaths.recipients, z.object({})],
    [partnerPaths.officeRecipients(':office'), officeParams],
  ] as const) {
    const pathOffice = (p: object) => ('office' in p ? (p.office as number) : undefined)
    app.get(
      path,
      { config, schema: { params, querystring: partnerOfficeQuery, response: { 200: recipientsResponse } } },
      async (req) => {
        const office = await officeFor(req, pathOffice(req.params), req.query.id_escritorio)
        return { status: 200, value: await listRecipients(db, office) }
      },
    )
    app.post(
      path,
      { config, schema: { params, body: recipientBody, response: { 201: recipientResponse } } },
      async (req, reply) => {
        const office = await officeFor(req, pathOffice(req.params), req.body.id_escritorio)
        const value = await db.transaction((tx) => addRecipient(tx, who(req, office), req.body.email, req.body.nome))
        return reply.code(201).send({ status: 201, value })
      },
    )
  }

  const one = officeParams.extend({ id: recordId('Destinatário não encontrado') })
  app.put(
    partnerPaths.recipient(':office', ':id'),
    { config, schema: { params: one, body: recipientEditBody, response: { 200: recipientResponse } } },
    async (req) => {
      const office = await officeFor(req, req.params.office, undefined)
      const value = await db.transaction((tx) => editRecipient(tx, who(req, office), req.params.id, req.body))
      return { status: 200, value }
    },
  )
  app.delete(
    partnerPaths.recipient(':office', ':id'),
    { config, schema: { params: one, response: { 200: recipientsResponse } } },
    async (req) => {
      const office = await officeFor(req, req.params.office, undefined)
      await db.transaction((tx) => removeRecipient(tx, who(req, office), req.params.id))
      return { status: 200, value: await listRecipients(db, office) }
    },
  )
}
