import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { genericPaths } from '../../../src/contracts/generic-paths'
import {
  genericListQuery,
  genericOfficeQuery,
  genericRowParams,
  genericTableParams,
  genericWriteBody,
} from '../../../src/contracts/generic-tables'
import type { Db } from '../../db/connection'
import { sessionUser } from '../../http/access'
import { idempotent } from '../../http/idempotency'
import { describeTable, managedTables } from './catalogue'
import * as service from './service'

const staff = { access: ['equipe'] as const }

/** /dados_gerais: the staff's generic tables, limited to the allow-list of catalogue.ts. */
export const genericTableRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(genericPaths.tables, { config: staff }, async () => ({
    status: 200,
    tables: managedTables.map(describeTable),
  }))

  app.get(genericPaths.fields(':table'), { config: staff, schema: { params: genericTableParams } }, async (req) => {
    const { primary_key, fields } = describeTable(service.tableOf(req.params.table))
    return { status: 200, primary_key, fields }
  })

  app.get(
    genericPaths.data(':table'),
    { config: staff, schema: { params: genericTableParams, querystring: genericListQuery } },
    async (req) => {
      const table = service.tableOf(req.params.table)
      const office = service.officeFor(sessionUser(req), table, req.query.id_escritorio)
      const { rows, total } = await service.listRows(db, table, office, req.query)
      return { status: 200, data: rows, total, pagina: req.query.pagina }
    },
  )

  app.post(
    genericPaths.data(':table'),
    { config: staff, schema: { params: genericTableParams, querystring: genericOfficeQuery, body: genericWriteBody } },
    async (req, reply) => {
      const table = service.tableOf(req.params.table)
      const office = service.officeFor(sessionUser(req), table, req.query.id_escritorio)
      const user = sessionUser(req).id
      return idempotent(db, req, reply, (tx) => service.createRow(tx, user, table, office, req.body.data))
    },
  )

  app.put(
    genericPaths.row(':table', ':rowId'),
    { config: staff, schema: { params: genericRowParams, querystring: genericOfficeQuery, body: genericWriteBody } },
    async (req, reply) => {
      const table = service.tableOf(req.params.table)
      const office = service.officeFor(sessionUser(req), table, req.query.id_escritorio)
      const user = sessionUser(req).id
      return idempotent(db, req, reply, (tx) =>
        service.updateRow(tx, user, table, office, req.params.rowId, req.body.data),
      )
    },
  )

  app.delete(
    genericPaths.row(':table', ':rowId'),
    { config: staff, schema: { params: genericRowParams, querystring: genericOfficeQuery } },
    async (req, reply) => {
      const table = service.tableOf(req.params.table)
      const office = service.officeFor(sessionUser(req), table, req.query.id_escritorio)
      const user = sessionUser(req).id
      return idempotent(db, req, reply, (tx) => service.removeRow(tx, user, table, office, req.params.rowId))
    },
  )
}
