import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { commissionPaths } from '../../../src/contracts/commission-paths'
import {
  commissionMonthResponse,
  commissionOptionsResponse,
  linesQuery,
  linesResponse,
  monthParams,
  monthVersionBody,
  ruleFields,
  ruleListResponse,
  ruleParams,
  ruleVersion,
} from '../../../src/contracts/commissions'
import { fileResponse } from '../../../src/contracts/financial'
import { officeIdParams } from '../../../src/contracts/offices'
import type { Db } from '../../db/connection'
import { scopeOffice, sessionUser } from '../../http/access'
import { forbidden } from '../../http/errors'
import { idempotent } from '../../http/idempotency'
import { type Notice, pushNotices } from '../bpo/approval-notices'
import { findOffice } from '../offices/queries'
import type { PushEndpointPolicy } from '../push/endpoint-check'
import * as q from './queries'
import * as service from './service'
import { commissionWorkbook } from './xlsx'

/** Models and computing, approving or reopening a month: the office's gestor and staff (docs/access.md). */
const managers = { access: ['equipe', 'gestor'] as const }
/**
 * Reading a month: advisors too, narrowed to their own commissions, once a manager released the 'Extrato de
 * comissões' report to them (report-gate.ts).
 */
const readers = { access: ['equipe', 'gestor', 'assessor'] as const, report: 'comissoes' as const }

const who = (req: FastifyRequest, office: number) => {
  const user = sessionUser(req)
  return { office: scopeOffice(user, office), user: user.id }
}

/** Everyone's lines for managers; an advisor's own only (an advisor without a professional record sees none). */
function readerOf(req: FastifyRequest, office: number): service.Reader {
  const user = sessionUser(req)
  const scoped = scopeOffice(user, office)
  if (user.role !== 'assessor') return { office: scoped, advisor: null }
  if (user.id_profissional === null) throw forbidden('Você só tem acesso às suas próprias comissões.')
  return { office: scoped, advisor: user.id_profissional }
}

/**
 * Commissions (/comissoes/*): the models (rules), versioned (409 with the current rule when stale), audited and
 * idempotent; a month computed from the ledger, reviewed per advisor with its lines, approved (posted into the
 * ledger as repasse) or reopened, and exported as XLSX.
 */
export const commissionRoutes: FastifyPluginAsyncZod<{ db: Db; pushPolicy: PushEndpointPolicy }> = async (
  app,
  { db, pushPolicy },
) => {
  const monthPath = commissionPaths.commissionMonth(':id', ':mes')
  const action = (name: Parameters<typeof commissionPaths.commissionMonthAction>[2]) =>
    commissionPaths.commissionMonthAction(':id', ':mes', name)

  app.get(
    commissionPaths.commissionOptions(':id'),
    { config: managers, schema: { params: officeIdParams } },
    async (req) => {
      const office = scopeOffice(sessionUser(req), req.params.id)
      return commissionOptionsResponse.parse({ status: 200, value: await q.options(db, office) })
    },
  )

  app.get(
    commissionPaths.commissionRules(':id'),
    { config: managers, schema: { params: officeIdParams } },
    async (req) => {
      const office = scopeOffice(sessionUser(req), req.params.id)
      return ruleListResponse.parse({ status: 200, value: await q.listRules(db, office) })
    },
  )

  app.post(
    commissionPaths.commissionRules(':id'),
    { config: managers, schema: { params: officeIdParams, body: ruleFields } },
    async (req, reply) => {
      const by = who(req, req.params.id)
      return idempotent(db, req, reply, (tx) => service.createRule(tx, by, req.body))
    },
  )

  app.put(
    commissionPaths.commissionRule(':id', ':regra'),
    { config: managers, schema: { params: ruleParams, body: ruleFields.and(ruleVersion) } },
    async (req, reply) => {
      const by = who(req, req.params.id)
      const { version, ...fields } = req.body
      return idempotent(db, req, reply, (tx) => service.editRule(tx, by, req.params.regra, version, fields))
    },
  )

  app.delete(
    commissionPaths.commissionRule(':id', ':regra'),
    { config: managers, schema: { params: ruleParams, querystring: ruleVersion } },
    async (req, reply) => {
      const by = who(req, req.params.id)
      return idempotent(db, req, reply, (tx) => service.removeRule(tx, by, req.params.regra, req.query.version))
    },
  )

  app.get(monthPath, { config: readers, schema: { params: monthParams } }, async (req) => {
    const reader = readerOf(req, req.params.id)
    return commissionMonthResponse.parse({ status: 200, value: await service.monthSummary(db, reader, req.params.mes) })
  })

  app.get(
    action('linhas'),
    { config: readers, schema: { params: monthParams, querystring: linesQuery } },
    async (req) => {
      const reader = readerOf(req, req.params.id)
      const { rows, total } = await service.monthLines(db, reader, req.params.mes, req.query.id_profissional)
      return linesResponse.parse({
        status: 200,
        value: rows,
        columns: service.detailColumns,
        total,
        quantidade: rows.length,
      })
    },
  )

  app.get(
    action('exportar'),
    { config: readers, schema: { params: monthParams, response: { 201: fileResponse } } },
    async (req, reply) => {
      const reader = readerOf(req, req.params.id)
      const { mes } = req.params
      const month = await service.monthSummary(db, reader, mes)
      const { rows } = await service.monthLines(db, reader, mes, undefined)
      const office = await findOffice(db, reader.office)
      const name = `comissoes-${mes}`
      const buffer = await commissionWorkbook(
        office?.nome_escritorio ?? `Escritório ${reader.office}`,
        month,
        service.detailColumns,
        rows,
      )
      reply.code(201)
      return { status: 201, value: { base64: buffer.toString('base64'), name, extension: 'xlsx' } }
    },
  )

  app.post(action('calcular'), { config: managers, schema: { params: monthParams } }, async (req, reply) => {
    const by = who(req, req.params.id)
    return idempotent(db, req, reply, (tx) => service.compute(tx, by, req.params.mes))
  })

  app.post(
    action('aprovar'),
    { config: managers, schema: { params: monthParams, body: monthVersionBody } },
    async (req, reply) => {
      const by = who(req, req.params.id)
      return idempotent(db, req, reply, (tx) => service.approve(tx, by, req.params.mes, req.body.version))
    },
  )

  app.post(
    action('reabrir'),
    { config: managers, schema: { params: monthParams, body: monthVersionBody } },
    async (req, reply) => {
      const by = who(req, req.params.id)
      return idempotent(db, req, reply, (tx) => service.reopen(tx, by, req.params.mes, req.body.version))
    },
  )

  // 'Gerar contas a pagar': the payables may start approvals, whose notices go out once the write is committed.
  app.post(action('contas-a-pagar'), { config: managers, schema: { params: monthParams } }, async (req, reply) => {
    const notices: Notice[] = []
    const by = { ...who(req, req.params.id), notices }
    const answer = await idempotent(db, req, reply, (tx) => service.payMonth(tx, by, req.params.mes))
    pushNotices(db, notices, { policy: pushPolicy, log: (m) => req.log.warn(m), error: (e) => req.log.error(e) })
    return answer
  })
}
