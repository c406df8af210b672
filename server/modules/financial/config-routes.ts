import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  apportionmentResponse,
  categoriesConfigResponse,
  categoryConfigBody,
  idParams,
  partnerPaths,
  renameLineBody,
  reorderLinesBody,
  resultLinesResponse,
  weightsBody,
} from '../../../src/contracts/financial'
import type { Db } from '../../db/connection'
import { sessionUser } from '../../http/access'
import { apportionmentMetrics, categoriesConfig } from './config-read'
import { renameLine, reorderLines, setWeights, updateCategory } from './config-write'
import { managers } from './guard'
import { adminRoute, partnerScope } from './partner-scope'
import { resultLines } from './result-lines'

/**
 * Per-office configuration of the DRE (issue 5: "configurable per office"): rename and reorder result lines,
 * set a category's line, DFC group and flags, set apportionment weights. Each write is one transaction with
 * its audit row; lines and categories carry a `version` (409 when stale). Each answers the fresh list.
 */
export const configRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const access = { access: managers }
  const feature = adminRoute('result-lines')

  app.put(
    partnerPaths.resultLinesOrder,
    { config: access, schema: { body: reorderLinesBody, response: { 200: resultLinesResponse } } },
    async (req) => {
      const office = await partnerScope(db, req, req.body.id_escritorio, feature)
      const who = { office, user: sessionUser(req).id }
      await db.transaction((tx) => reorderLines(tx, who, req.body.linhas))
      return { status: 200, value: await resultLines(db, office) }
    },
  )

  app.put(
    partnerPaths.resultLine(':id'),
    { config: access, schema: { params: idParams, body: renameLineBody, response: { 200: resultLinesResponse } } },
    async (req) => {
      const office = await partnerScope(db, req, req.body.id_escritorio, feature)
      const who = { office, user: sessionUser(req).id }
      await db.transaction((tx) => renameLine(tx, who, req.params.id, req.body.nome, req.body.version))
      return { status: 200, value: await resultLines(db, office) }
    },
  )

  app.put(
    partnerPaths.categoryConfig(':id'),
    {
      config: access,
      schema: { params: idParams, body: categoryConfigBody, response: { 200: categoriesConfigResponse } },
    },
    async (req) => {
      const office = await partnerScope(db, req, req.body.id_escritorio, feature)
      const who = { office, user: sessionUser(req).id }
      await db.transaction((tx) => updateCategory(tx, who, req.params.id, req.body))
      return { status: 200, value: await categoriesConfig(db, office) }
    },
  )

  app.put(
    partnerPaths.apportionment,
    { config: access, schema: { body: weightsBody, response: { 200: apportionmentResponse } } },
    async (req) => {
      const office = await partnerScope(db, req, req.body.id_escritorio, feature)
      const who = { office, user: sessionUser(req).id }
      await db.transaction((tx) => setWeights(tx, who, req.body))
      return { status: 200, value: await apportionmentMetrics(db, office) }
    },
  )
}
