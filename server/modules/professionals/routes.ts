import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { officeIdParams } from '../../../src/contracts/offices'
import { paths } from '../../../src/contracts/paths'
import {
  addProfessionalBody,
  professionalParams,
  releaseReportBody,
  servicesQuery,
  teamDataEmailBody,
} from '../../../src/contracts/professionals'
import { SERVICOS } from '../../../src/contracts/report-services'
import type { Db } from '../../db/connection'
import { scopeOffice, sessionUser } from '../../http/access'
import { forbidden, notFound } from '../../http/errors'
import { idempotent } from '../../http/idempotency'
import { recordAudit } from '../audit/record'
import * as q from './queries'
import * as service from './service'

const managers = ['equipe', 'gestor'] as const
const professionals = ['equipe', 'gestor', 'assessor', 'planejador'] as const

export const professionalRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    paths.professionals(':id'),
    { config: { access: managers }, schema: { params: officeIdParams } },
    async (req) => ({
      status: 200,
      value: await q.listProfessionals(db, scopeOffice(sessionUser(req), req.params.id)),
    }),
  )

  app.post(
    paths.professionalAdd,
    { config: { access: managers }, schema: { body: addProfessionalBody } },
    async (req, reply) => {
      const user = sessionUser(req)
      scopeOffice(user, req.body.id_escritorio)
      return idempotent(db, req, reply, (tx) => service.addProfessional(tx, user, req.body))
    },
  )

  // Grant and reset answer a temporary password, so their answers stay out of the idempotency store.
  app.post(
    paths.professionalAccess(':id', ':prof'),
    { config: { access: managers }, schema: { params: professionalParams } },
    async (req, reply) => {
      const user = sessionUser(req)
      const office = scopeOffice(user, req.params.id)
      const value = await db.transaction((tx) => service.grantAccess(tx, user, office, req.params.prof))
      return reply.code(201).send({ status: 201, value })
    },
  )

  app.delete(
    paths.professionalAccess(':id', ':prof'),
    { config: { access: managers }, schema: { params: professionalParams } },
    async (req, reply) => {
      const user = sessionUser(req)
      const office = scopeOffice(user, req.params.id)
      return idempotent(db, req, reply, (tx) => service.revokeAccess(tx, user, office, req.params.prof))
    },
  )

  app.post(
    paths.professionalResetPassword(':id', ':prof'),
    { config: { access: managers }, schema: { params: professionalParams } },
    async (req) => {
      const user = sessionUser(req)
      const office = scopeOffice(user, req.params.id)
      return {
        status: 200,
        value: await db.transaction((tx) => service.resetPassword(tx, user, office, req.params.prof)),
      }
    },
  )

  app.post(
    paths.releaseReport,
    { config: { access: managers }, schema: { body: releaseReportBody } },
    async (req, reply) => {
      const user = sessionUser(req)
      const office = scopeOffice(user, req.body.id_escritorio)
      const { servico, ids_profissionais, liberar } = req.body
      return idempotent(db, req, reply, (tx) =>
        service.releaseReport(tx, user, office, servico, ids_profissionais, liberar),
      )
    },
  )

  // Professionals may look at their own services (the default); managers at anyone's in their office.
  app.get(
    paths.servicesForProfessional,
    { config: { access: professionals }, schema: { querystring: servicesQuery } },
    async (req) => {
      const user = sessionUser(req)
      const office = scopeOffice(user, req.query.id_escritorio)
      const prof = req.query.id_profissional ?? user.id_profissional
      if (prof === null) throw notFound('Seu usuário não está ligado a um profissional do escritório.')
      const own = user.role === 'assessor' || user.role === 'planejador'
      if (own && user.id_profissional !== prof) throw forbidden()
      const released = await q.releasedFor(db, office, prof)
      return {
        status: 200,
        value: SERVICOS.map((s) => ({ ...s, liberado: released.has(s.codigo), id_profissional: prof })),
      }
    },
  )

  // Stored only: no e-mail leaves this machine (a mail relay would read this table).
  app.post(
    paths.sendEmailTeamData,
    { config: { access: managers }, schema: { body: teamDataEmailBody } },
    async (req, reply) => {
      const user = sessionUser(req)
      const office = scopeOffice(user, req.body.id_escritorio)
      return idempotent(db, req, reply, async (tx) => {
        const id = await q.storeTeamDataEmail(tx, {
          id_escritorio: office,
          id_usuario: user.id,
          destinatarios: req.body.destinatarios,
          mensagem: req.body.mensagem,
        })
        await recordAudit(tx, { office, user: user.id, acao: 'solicitar', entidade: 'envio', id, depois: req.body })
        return { status: 201, body: { status: 201, value: { id, situacao: 'registrado' } } }
      })
    },
  )
}
