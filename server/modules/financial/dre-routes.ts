import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  dreQuery,
  dreResponse,
  type Grouping,
  historicalResponse,
  lastUpdateResponse,
  officeIdParams,
  officeParams,
  officeTypeParams,
  resultLinesResponse,
  segmentationResponse,
  summaryResponse,
} from '../../../src/contracts/financial'
import type { Db } from '../../db/connection'
import { officeDataUpdatedAt } from '../offices/data-update'
import { ensureChart } from './chart'
import { lastUpdate } from './dre-queries'
import { computeDre, resolveGrouping } from './dre-service'
import { dreReaders, managers, narrowForAdvisor, officeOf } from './guard'
import { parseOr400, resultLines } from './result-lines'
import { historical, segmentation, summary } from './summaries'

const base = '/v2/interno/api/admin/financial/office/:office'

/** dre-summary/{kind} and dre-historical/{kind}/{id}: which grouping each kind means. */
const kinds: Record<string, Grouping> = {
  professionals: 'profissional',
  revenues: 'profissional',
  'revenue-areas': 'area-receita',
  subsidiaries: 'filial',
  teams: 'equipe',
  pjs: 'pj',
}

function kindOf(kind: string): Grouping {
  const g = kinds[kind]
  if (!g) return resolveGrouping(kind)
  return g
}

export const dreRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const dre = { params: officeTypeParams, querystring: dreQuery, response: { 200: dreResponse } }

  app.get(`${base}/dre/:type`, { config: dreReaders, schema: dre }, async (req) => {
    const idEscritorio = officeOf(req, req.params.office)
    const type = req.params.type === 'team-historical' ? 'equipe' : req.params.type
    const grouping = resolveGrouping(type, req.query.groupBy)
    const query = narrowForAdvisor(req, grouping, req.query)
    return { status: 200, value: await computeDre(db, { idEscritorio, grouping, query }) }
  })

  // The Team grouping is a POST (§7) whose body carries the DRE query; the query string is accepted too.
  app.post(
    `${base}/dre/team-historical`,
    {
      config: { access: managers },
      schema: {
        params: officeParams,
        body: z.record(z.string(), z.unknown()).nullish(),
        response: { 200: dreResponse },
      },
    },
    async (req) => {
      const idEscritorio = officeOf(req, req.params.office)
      const raw = Object.fromEntries(new URL(req.url, 'http://localhost').searchParams)
      const query = parseOr400(dreQuery, { ...raw, ...(req.body ?? {}) })
      return { status: 200, value: await computeDre(db, { idEscritorio, grouping: 'equipe', query }) }
    },
  )

  for (const path of [
    'horizon',
    'dre/professional-historical',
    'dre/result-lines/professional-historical',
    'dre-summary/dre/professionals',
  ]) {
    const grouping: Grouping = path === 'horizon' ? 'horizon' : 'profissional'
    app.get(
      `${base}/${path}`,
      {
        config: dreReaders,
        schema: { params: officeParams, querystring: dreQuery, response: { 200: dreResponse } },
      },
      async (req) => {
        const idEscritorio = officeOf(req, req.params.office)
        const query = narrowForAdvisor(req, grouping, req.query)
        return { status: 200, value: await computeDre(db, { idEscritorio, grouping, query }) }
      },
    )
  }

  app.get(
    `${base}/dre-summary/segmentation`,
    {
      config: { access: managers },
      schema: { params: officeParams, querystring: dreQuery, response: { 200: segmentationResponse } },
    },
    async (req) => ({ status: 200, value: await segmentation(db, officeOf(req, req.params.office), req.query) }),
  )

  app.get(
    `${base}/financial/holding`,
    {
      config: { access: managers },
      schema: { params: officeParams, querystring: dreQuery, response: { 200: summaryResponse } },
    },
    async (req) => ({ status: 200, value: await summary(db, officeOf(req, req.params.office), 'pj', req.query) }),
  )

  const summarySchema = { querystring: dreQuery, response: { 200: summaryResponse } }
  app.get(
    `${base}/dre-summary/:kind`,
    {
      config: dreReaders,
      schema: { ...summarySchema, params: officeParams.extend({ kind: z.string() }) },
    },
    async (req) => {
      const idEscritorio = officeOf(req, req.params.office)
      const grouping = kindOf(req.params.kind)
      const query = narrowForAdvisor(req, grouping, req.query)
      return { status: 200, value: await summary(db, idEscritorio, grouping, query) }
    },
  )

  app.get(
    `${base}/dre-summary/:kind/:id`,
    {
      config: dreReaders,
      schema: { ...summarySchema, params: officeIdParams.extend({ kind: z.string() }) },
    },
    async (req) => {
      const idEscritorio = officeOf(req, req.params.office)
      const grouping = kindOf(req.params.kind)
      const query = narrowForAdvisor(req, grouping, { ...req.query, ids: [req.params.id] }, req.params.id)
      return { status: 200, value: await summary(db, idEscritorio, grouping, query) }
    },
  )

  app.get(
    `${base}/dre-historical/:kind/:id`,
    {
      config: dreReaders,
      schema: {
        params: officeIdParams.extend({ kind: z.string() }),
        querystring: dreQuery,
        response: { 200: historicalResponse },
      },
    },
    async (req) => {
      const idEscritorio = officeOf(req, req.params.office)
      const grouping = kindOf(req.params.kind)
      const query = narrowForAdvisor(req, grouping, req.query, req.params.id)
      return { status: 200, value: await historical(db, idEscritorio, grouping, req.params.id, query) }
    },
  )

  app.get(
    `${base}/result-lines`,
    { config: dreReaders, schema: { params: officeParams, response: { 200: resultLinesResponse } } },
    async (req) => {
      const idEscritorio = officeOf(req, req.params.office)
      await db.transaction((tx) => ensureChart(tx, idEscritorio))
      return { status: 200, value: await resultLines(db, idEscritorio) }
    },
  )

  app.get(
    `${base}/last_update`,
    { config: dreReaders, schema: { params: officeParams, response: { 200: lastUpdateResponse } } },
    async (req) => {
      const office = officeOf(req, req.params.office)
      const info = await lastUpdate(db, office)
      const data_atualizacao = await officeDataUpdatedAt(db, office)
      return { status: 200, value: { data_atualizacao, ultima_competencia: info.ultima } }
    },
  )
}
