import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  apportionmentResponse,
  areaParams,
  areaRubricasResponse,
  categoriesConfigResponse,
  commissionsResponse,
  dreResponse,
  type Grouping,
  partnerDreQuery,
  partnerOfficeQuery,
  partnerPaths,
  partnerRangeQuery,
  resultLinesResponse,
} from '../../../src/contracts/financial'
import type { Db } from '../../db/connection'
import { ensureChart } from './chart'
import { commissions } from './commissions'
import { apportionmentMetrics, areaRubricas, categoriesConfig } from './config-read'
import { computeDre } from './dre-service'
import { dreReaders, managers, narrowForAdvisor, withAdvisors } from './guard'
import { adminRoute, partnerScope } from './partner-scope'
import { parseOr400, resultLines } from './result-lines'

/**
 * §7 Partner BPO paths: thin aliases of the admin financial routes, answered by the same services. The
 * office is the caller's own (office users) or `id_escritorio` (staff); see docs/financial.md.
 */
export const partnerRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const chart = { config: { access: managers }, schema: { querystring: partnerOfficeQuery } }

  // Rubricas are the chart's categories: both paths list them with their configuration.
  for (const path of [partnerPaths.rubricas, partnerPaths.categoriesConfig]) {
    app.get(
      path,
      { ...chart, schema: { ...chart.schema, response: { 200: categoriesConfigResponse } } },
      async (req) => {
        const office = await partnerScope(db, req, req.query.id_escritorio, adminRoute('result-lines'))
        await db.transaction((tx) => ensureChart(tx, office))
        return { status: 200, value: await categoriesConfig(db, office) }
      },
    )
  }
  app.get(
    partnerPaths.areaRubricas(':id_area_receita'),
    {
      config: { access: managers },
      schema: { params: areaParams, querystring: partnerDreQuery, response: { 200: areaRubricasResponse } },
    },
    async (req) => {
      const office = await partnerScope(db, req, req.query.id_escritorio, adminRoute('dre'))
      return { status: 200, value: await areaRubricas(db, office, req.params.id_area_receita, req.query) }
    },
  )
  app.get(
    partnerPaths.apportionment,
    { ...chart, schema: { ...chart.schema, response: { 200: apportionmentResponse } } },
    async (req) => {
      const office = await partnerScope(db, req, req.query.id_escritorio, adminRoute('result-lines'))
      return { status: 200, value: await apportionmentMetrics(db, office) }
    },
  )
  app.get(
    partnerPaths.resultLines,
    {
      config: dreReaders,
      schema: { querystring: partnerOfficeQuery, response: { 200: resultLinesResponse } },
    },
    async (req) => {
      const office = await partnerScope(db, req, req.query.id_escritorio, adminRoute('result-lines'))
      await db.transaction((tx) => ensureChart(tx, office))
      return { status: 200, value: await resultLines(db, office) }
    },
  )

  for (const [path, per] of [
    [partnerPaths.commissionsAdvisors, 'advisor'],
    [partnerPaths.commissionsClients, 'client'],
  ] as const) {
    app.get(
      path,
      {
        config: { access: managers },
        schema: { querystring: partnerRangeQuery, response: { 200: commissionsResponse } },
      },
      async (req) => {
        const office = await partnerScope(db, req, req.query.id_escritorio, 'comissoes')
        return { status: 200, value: await commissions(db, office, per, req.query) }
      },
    )
  }

  const dreAliases: [string, Grouping, readonly ('equipe' | 'gestor' | 'assessor')[]][] = [
    [partnerPaths.dreBy('pj'), 'pj', withAdvisors],
    [partnerPaths.dreBy('area-receita'), 'area-receita', withAdvisors],
    [partnerPaths.dreBy('filial'), 'filial', withAdvisors],
    [partnerPaths.dreBy('profissional'), 'profissional', withAdvisors],
    [partnerPaths.professionalHistorical, 'profissional', withAdvisors],
    [partnerPaths.teamHistorical, 'equipe', managers],
  ]
  for (const [path, grouping, access] of dreAliases) {
    app.get(
      path,
      {
        config: { access, report: 'dre-profissional' },
        schema: { querystring: partnerDreQuery, response: { 200: dreResponse } },
      },
      async (req) => {
        const idEscritorio = await partnerScope(db, req, req.query.id_escritorio, adminRoute('dre'))
        const query = narrowForAdvisor(req, grouping, req.query)
        return { status: 200, value: await computeDre(db, { idEscritorio, grouping, query }) }
      },
    )
  }

  // The Team grouping is also a POST whose body carries the DRE query (as the admin path).
  app.post(
    partnerPaths.teamHistorical,
    {
      config: { access: managers },
      schema: { body: z.record(z.string(), z.unknown()).nullish(), response: { 200: dreResponse } },
    },
    async (req) => {
      const raw = Object.fromEntries(new URL(req.url, 'http://localhost').searchParams)
      const query = parseOr400(partnerDreQuery, { ...raw, ...(req.body ?? {}) })
      const idEscritorio = await partnerScope(db, req, query.id_escritorio, adminRoute('dre'))
      return { status: 200, value: await computeDre(db, { idEscritorio, grouping: 'equipe', query }) }
    },
  )
}
