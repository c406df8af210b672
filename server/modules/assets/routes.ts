import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { assetPaths } from '../../../src/contracts/asset-paths'
import {
  assetRowsQuery,
  changeNameBody,
  cotizationBody,
  cotizationQuery,
  missingStockBody,
  officeQuery,
  tickerChangeBody,
} from '../../../src/contracts/assets'
import type { Db } from '../../db/connection'
import { scopeOffice, sessionUser } from '../../http/access'
import { idempotent } from '../../http/idempotency'
import * as q from './queries'
import * as service from './service'

const staff = { access: ['equipe'] as const }

/** /ativos (staff): the clients' asset rows, renaming, cotization checks, missing stocks and ticker changes. */
export const assetRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(assetPaths.rows, { config: staff, schema: { querystring: assetRowsQuery } }, async (req) => {
    const user = sessionUser(req)
    const office = scopeOffice(user, req.query.id_escritorio)
    return service.assetRows(db, user, office, req.query.filters.id_cliente)
  })

  app.post(assetPaths.changeName, { config: staff, schema: { body: changeNameBody } }, async (req, reply) => {
    const user = sessionUser(req)
    const office = scopeOffice(user, req.body.id_escritorio)
    return idempotent(db, req, reply, (tx) => service.renameAsset(tx, user, office, req.body))
  })

  app.get(assetPaths.cotization, { config: staff, schema: { querystring: cotizationQuery } }, async (req) => {
    const user = sessionUser(req)
    return service.cotization(db, user, scopeOffice(user, req.query.id_escritorio), req.query)
  })

  app.post(assetPaths.cotization, { config: staff, schema: { body: cotizationBody } }, async (req, reply) => {
    const user = sessionUser(req)
    const office = scopeOffice(user, req.body.id_escritorio)
    return idempotent(db, req, reply, (tx) => service.confirmCotization(tx, user, office, req.body))
  })

  app.get(assetPaths.missingStocks, { config: staff }, async () => ({
    status: 200,
    missing_stocks: await q.listMissingStocks(db),
  }))

  app.post(assetPaths.missingStocks, { config: staff, schema: { body: missingStockBody } }, async (req, reply) => {
    const user = sessionUser(req)
    return idempotent(db, req, reply, (tx) => service.addMissingStock(tx, user, req.body.stock))
  })

  app.get(assetPaths.tickerChanges, { config: staff }, async () => ({
    status: 200,
    value: await q.listTickerChanges(db),
  }))

  app.post(assetPaths.tickerChanges, { config: staff, schema: { body: tickerChangeBody } }, async (req, reply) => {
    const user = sessionUser(req)
    return idempotent(db, req, reply, (tx) => service.addTickerChange(tx, user, req.body))
  })

  app.get(assetPaths.tickerAnalyzer, { config: staff, schema: { querystring: officeQuery } }, async (req) => {
    const office = scopeOffice(sessionUser(req), req.query.id_escritorio)
    return { status: 200, value: await q.tickerFindings(db, office) }
  })
}
