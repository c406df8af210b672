import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  categoryDetailQuery,
  DRE_DOWNLOAD_MAX_MONTHS,
  detailResponse,
  dreDetailQuery,
  dreDownloadQuery,
  fileResponse,
  officeParams,
} from '../../../src/contracts/financial'
import { int4, recordId } from '../../../src/contracts/primitives'
import type { Db } from '../../db/connection'
import { HttpError } from '../../http/errors'
import { detailColumns, detailEntries } from './detail'
import { dreFile } from './dre-file'
import { dimensionOfGrouping, resolveGrouping } from './dre-service'
import { dreReaders, managers, narrowForAdvisor, officeOf } from './guard'
import { monthFromIndex, monthIndex, monthsSpan, periodStart } from './periods'
import { detailWorkbook } from './xlsx'

const DETAIL_LIMIT = 5000
const EXPORT_LIMIT = 100_000

export const detailRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // §7 "Category details": data_referencia (a month) and the category id → value and columns.
  app.get(
    '/v2/interno/api/admin/financial/office/:office/category-detail',
    {
      config: { access: managers },
      schema: { params: officeParams, querystring: categoryDetailQuery, response: { 200: detailResponse } },
    },
    async (req) => {
      const idEscritorio = officeOf(req, req.params.office)
      const begin = periodStart(req.query.data_referencia, req.query.frequency)
      const span = req.query.frequency === 'Y' ? 12 : req.query.frequency === 'Q' ? 3 : 1
      const end = monthFromIndex(monthIndex(begin) + span - 1)
      const found = await detailEntries(db, idEscritorio, {
        begin,
        end,
        categoria: req.query.id,
        dimension: null,
        limit: DETAIL_LIMIT,
      })
      return {
        status: 200,
        value: found.rows,
        columns: detailColumns,
        total: found.total,
        quantidade: found.quantidade,
      }
    },
  )

  const detailParams = z.object({
    office: recordId(),
    categoria: int4(),
  })
  app.get(
    '/v2/interno/api/admin/financial/dre/detail/:office/:categoria',
    {
      config: { access: managers },
      schema: { params: detailParams, querystring: dreDetailQuery, response: { 200: detailResponse } },
    },
    async (req) => {
      const idEscritorio = officeOf(req, req.params.office)
      const found = await detailEntries(db, idEscritorio, detailFilter(req.params.categoria, req.query, DETAIL_LIMIT))
      return {
        status: 200,
        value: found.rows,
        columns: detailColumns,
        total: found.total,
        quantidade: found.quantidade,
      }
    },
  )

  app.get(
    '/v2/interno/api/admin/financial/dre/detail/export/:office',
    {
      config: { access: managers },
      schema: {
        params: officeParams,
        querystring: dreDetailQuery.extend({ categoria: int4().default(0) }),
        response: { 200: fileResponse },
      },
    },
    async (req) => {
      const idEscritorio = officeOf(req, req.params.office)
      const found = await detailEntries(db, idEscritorio, detailFilter(req.query.categoria, req.query, EXPORT_LIMIT))
      const buffer = await detailWorkbook(detailColumns, found.rows)
      const name = `lancamentos-${req.query.begin_date}${req.query.end_date ? `-a-${req.query.end_date}` : ''}`
      return { status: 200, value: { base64: buffer.toString('base64'), name, extension: 'xlsx' } }
    },
  )

  // §5 "DRE download": both dates required, at most DRE_DOWNLOAD_MAX_MONTHS months, answered with 201.
  app.get(
    '/v2/interno/api/admin/financial/office/:office/dre/download',
    {
      // Advisors too: `narrowForAdvisor` lets them download only their own DRE by professional.
      config: dreReaders,
      schema: { params: officeParams, querystring: dreDownloadQuery, response: { 201: fileResponse } },
    },
    async (req, reply) => {
      const idEscritorio = officeOf(req, req.params.office)
      const { begin_date: begin, end_date: end } = req.query
      if (!begin || !end) throw new HttpError(400, 'É necessário selecionar um período para baixar as informações')
      const [first, last] = monthIndex(begin) <= monthIndex(end) ? [begin, end] : [end, begin]
      if (monthsSpan(first, last) > DRE_DOWNLOAD_MAX_MONTHS) {
        throw new HttpError(
          400,
          `O período máximo de informações disponíveis para download é de ${DRE_DOWNLOAD_MAX_MONTHS} meses`,
        )
      }
      const grouping = resolveGrouping((req.query.DRE ?? req.query.type ?? 'pj').toLowerCase())
      const { buffer, name } = await dreFile(db, idEscritorio, grouping, { first, last }, (query) =>
        narrowForAdvisor(req, grouping, query),
      )
      reply.code(201)
      return { status: 201, value: { base64: buffer.toString('base64'), name, extension: 'xlsx' } }
    },
  )
}

function detailFilter(categoria: number, q: z.infer<typeof dreDetailQuery>, limit: number) {
  const grouping = resolveGrouping(q.type)
  return {
    begin: q.begin_date,
    end: q.end_date ?? q.begin_date,
    categoria: categoria > 0 ? categoria : undefined,
    linha: q.linha,
    dimension: dimensionOfGrouping(grouping),
    coluna: q.coluna,
    ids: q.ids,
    idEquipe: q.id_equipe,
    limit,
  }
}
