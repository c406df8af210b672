import multipart from '@fastify/multipart'
import { sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { statementPaths } from '../../../src/contracts/bpo-statement-paths'
import {
  acceptBody,
  createFromLineBody,
  lineParams,
  lineResult,
  positionsQuery,
  positionsReport,
  reconcileBody,
  ruleParams,
  statementImported,
  statementLines,
  statementLinesQuery,
  statementPreview,
  statementRuleFields,
  statementRules,
  statementUploadFields,
} from '../../../src/contracts/bpo-statements'
import { officeIdParams } from '../../../src/contracts/offices'
import type { Db } from '../../db/connection'
import { readUpload } from '../../files/multipart'
import { scopeOffice, sessionUser } from '../../http/access'
import { idempotent } from '../../http/idempotency'
import { lastDay, nextMonthStart } from '../financial/periods'
import { importFile, preview, readStatement } from './import-service'
import { STATEMENT_MAX_MB, STATEMENT_TOO_LARGE } from './parse'
import { positions, positionsWorkbook } from './positions'
import { createRule, listRules, removeRule } from './rules'
import * as service from './service'

/** The BPO is run by the platform's staff for the office's gestor (docs/access.md). */
const access = { access: ['equipe', 'gestor'] as const }

const who = (req: FastifyRequest, officeId: number) => {
  const user = sessionUser(req)
  return { office: scopeOffice(user, officeId), user: user.id }
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/**
 * Bank statements (/bpo/extrato): preview and import of OFX/CNAB files into a checking account, the lines of a period
 * with their reconciliation candidates, reconcile / accept many / create from a line / undo, the office's rules; and
 * the positions report (/bpo/positions_report) with its XLSX. Writes are idempotent and audited (docs/bpo-statements.md).
 */
export const statementRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // One byte past the limit so that an oversized file is caught by our own check, with our message.
  await app.register(multipart, { limits: { fileSize: STATEMENT_MAX_MB * 1024 * 1024 + 1, files: 1, fields: 5 } })

  const upload = (req: FastifyRequest) => readUpload(app, req, statementUploadFields, STATEMENT_TOO_LARGE)

  app.post(statementPaths.preview(':id'), { config: access, schema: { params: officeIdParams } }, async (req) => {
    const office = scopeOffice(sessionUser(req), req.params.id)
    const { fields, buffer } = await upload(req)
    const parsed = await readStatement(buffer)
    return statementPreview.parse({ status: 200, value: await preview(db, office, fields.id_conta_corrente, parsed) })
  })

  app.post(statementPaths.import(':id'), { config: access, schema: { params: officeIdParams } }, async (req, reply) => {
    const by = who(req, req.params.id)
    const { fields, filename, buffer } = await upload(req)
    const parsed = await readStatement(buffer)
    return idempotent(db, req, reply, async (tx) => {
      const outcome = await importFile(tx, by, fields.id_conta_corrente, { filename, parsed })
      statementImported.parse(outcome.body)
      return outcome
    })
  })

  app.get(
    statementPaths.lines(':id'),
    { config: access, schema: { params: officeIdParams, querystring: statementLinesQuery } },
    async (req) => {
      const office = scopeOffice(sessionUser(req), req.params.id)
      const { conta, inicio, fim } = req.query
      const value = await service.lineList(db, office, conta, `${inicio}-01`, nextMonthStart(fim))
      return statementLines.parse({ status: 200, value })
    },
  )

  app.post(
    statementPaths.reconcile(':id', ':linha'),
    { config: access, schema: { params: lineParams, body: reconcileBody } },
    async (req, reply) => {
      const by = who(req, req.params.id)
      return idempotent(db, req, reply, (tx) => service.reconcile(tx, by, req.params.linha, req.body))
    },
  )

  app.post(
    statementPaths.accept(':id'),
    { config: access, schema: { params: officeIdParams, body: acceptBody } },
    async (req, reply) => {
      const by = who(req, req.params.id)
      return idempotent(db, req, reply, async (tx) => {
        const outcome = await service.acceptMany(tx, by, req.body.itens)
        lineResult.parse(outcome.body)
        return outcome
      })
    },
  )

  app.post(
    statementPaths.create(':id', ':linha'),
    { config: access, schema: { params: lineParams, body: createFromLineBody } },
    async (req, reply) => {
      const by = who(req, req.params.id)
      return idempotent(db, req, reply, (tx) => service.createFromLine(tx, by, req.params.linha, req.body))
    },
  )

  app.post(
    statementPaths.undo(':id', ':linha'),
    { config: access, schema: { params: lineParams } },
    async (req, reply) => {
      const by = who(req, req.params.id)
      return idempotent(db, req, reply, (tx) => service.undo(tx, by, req.params.linha))
    },
  )

  app.get(statementPaths.rules(':id'), { config: access, schema: { params: officeIdParams } }, async (req) => {
    const office = scopeOffice(sessionUser(req), req.params.id)
    return statementRules.parse({ status: 200, value: await listRules(db, office) })
  })

  app.post(
    statementPaths.rules(':id'),
    { config: access, schema: { params: officeIdParams, body: statementRuleFields } },
    async (req, reply) => {
      const by = who(req, req.params.id)
      return idempotent(db, req, reply, (tx) => createRule(tx, by, req.body))
    },
  )

  app.delete(
    statementPaths.rule(':id', ':regra'),
    { config: access, schema: { params: ruleParams } },
    async (req, reply) => {
      const by = who(req, req.params.id)
      return idempotent(db, req, reply, (tx) => removeRule(tx, by, req.params.regra))
    },
  )

  app.get(
    statementPaths.positions(':id'),
    { config: access, schema: { params: officeIdParams, querystring: positionsQuery } },
    async (req) => {
      const office = scopeOffice(sessionUser(req), req.params.id)
      const value = await positions(db, office, req.query.inicio, req.query.fim)
      return positionsReport.parse({ status: 200, value })
    },
  )

  app.get(
    statementPaths.positionsXlsx(':id'),
    { config: access, schema: { params: officeIdParams, querystring: positionsQuery } },
    async (req, reply) => {
      const office = scopeOffice(sessionUser(req), req.params.id)
      const { inicio, fim } = req.query
      const rows = await positions(db, office, inicio, fim)
      const name = await db.execute<{ nome: string }>(
        sql`select nome_escritorio as nome from escritorios where id_escritorio = ${office}`,
      )
      const br = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`
      const period = `${br(`${inicio}-01`)} a ${br(lastDay(fim))}`
      const body = await positionsWorkbook(rows, name.rows[0]?.nome ?? '', period)
      return reply
        .header('Content-Type', XLSX)
        .header('Content-Disposition', `attachment; filename="posicoes-${inicio}-a-${fim}.xlsx"`)
        .header('Cache-Control', 'private, no-store')
        .send(body)
    },
  )
}
