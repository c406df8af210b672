import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  dfcQuery,
  dreQuery,
  officeParams,
  officeTypeParams,
  setVersionBody,
  tempComparisonResponse,
  tempDfcComparisonResponse,
  uploadResponse,
  versionListResponse,
} from '../../../src/contracts/financial'
import { isSafeText, TEXT_INVALID } from '../../../src/contracts/primitives'
import type { Db } from '../../db/connection'
import { sessionUser } from '../../http/access'
import { HttpError, notFound } from '../../http/errors'
import { dfc } from './dfc'
import { computeDre, resolveGrouping, resolveRange } from './dre-service'
import { managers, officeOf } from './guard'
import { importLedgerFile } from './import-file'
import { templateCsv } from './import-validate'
import { discardVersion, listVersions, publishVersion, temporaryVersion } from './versions'

const base = '/v2/interno/api/admin/financial/office/:office'
export const UPLOAD_LIMIT_MB = 15
const tooLarge = () => new HttpError(413, `Um ou mais arquivos são maiores que o limite de ${UPLOAD_LIMIT_MB} MB`)

export const versionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMIT_MB * 1024 * 1024, files: 1, fields: 10 } })

  app.get(
    `${base}/dre-version`,
    { config: { access: managers }, schema: { params: officeParams, response: { 200: versionListResponse } } },
    async (req) => ({ status: 200, value: await listVersions(db, officeOf(req, req.params.office)) }),
  )

  app.post(
    `${base}/set-dre-version`,
    { config: { access: managers }, schema: { params: officeParams, body: setVersionBody } },
    async (req) => {
      const idEscritorio = officeOf(req, req.params.office)
      await publishVersion(db, idEscritorio, sessionUser(req).id, req.body.id_versao)
      return { status: 200, value: await listVersions(db, idEscritorio) }
    },
  )

  app.post(
    `${base}/restore-temp-dre-version`,
    { config: { access: managers }, schema: { params: officeParams, body: setVersionBody.partial().nullish() } },
    async (req) => {
      const idEscritorio = officeOf(req, req.params.office)
      await discardVersion(db, idEscritorio, sessionUser(req).id, req.body?.id_versao)
      return { status: 200, value: await listVersions(db, idEscritorio) }
    },
  )

  app.get(
    `${base}/versions/template`,
    { config: { access: managers }, schema: { params: officeParams } },
    async (req, reply) => {
      officeOf(req, req.params.office)
      const csv = templateCsv({ categoria: 'Receita de investimentos', pj: '', profissional: '', area: 'Renda Fixa' })
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="modelo-lancamentos.csv"')
        .send(csv)
    },
  )

  app.post(
    `${base}/versions/upload`,
    { config: { access: managers }, schema: { params: officeParams } },
    async (req, reply) => {
      const idEscritorio = officeOf(req, req.params.office)
      if (!req.isMultipart()) throw new HttpError(400, 'Envie o arquivo no campo "file" (multipart/form-data)')
      let file: Awaited<ReturnType<typeof req.file>>
      let buffer: Buffer
      try {
        file = await req.file()
        if (file?.fieldname !== 'file') throw new HttpError(400, 'Envie o arquivo no campo "file"')
        if (!isSafeText(file.filename)) throw new HttpError(400, TEXT_INVALID)
        buffer = await file.toBuffer()
      } catch (e) {
        if (e instanceof HttpError) throw e
        if (e instanceof app.multipartErrors.RequestFileTooLargeError) throw tooLarge()
        throw new HttpError(400, 'Não foi possível ler o arquivo enviado')
      }
      const created = await importLedgerFile(db, idEscritorio, sessionUser(req).id, file.filename, buffer)
      if (!created.ok) {
        // A file that cannot be read is a plain 400; one with bad lines answers its per-line report.
        if (created.erros.length === 0) throw new HttpError(400, created.message)
        return reply.code(400).send({ status: 400, message: created.message, erros: created.erros })
      }
      const version = (await listVersions(db, idEscritorio)).find((v) => v.id === created.idVersao)
      if (!version) throw notFound('Versão não encontrada')
      const value = { ...version, total_centavos: String(created.total), substitui: created.substitui }
      return reply.code(201).send(uploadResponse.parse({ status: 201, value }))
    },
  )

  app.get(
    `${base}/dre/comparison/temp/:type`,
    {
      config: { access: managers },
      schema: { params: officeTypeParams, querystring: dreQuery, response: { 200: tempComparisonResponse } },
    },
    async (req) => {
      const idEscritorio = officeOf(req, req.params.office)
      const grouping = resolveGrouping(req.params.type, req.query.groupBy)
      const versao = await temporaryVersion(db, idEscritorio)
      // Nothing to compare is an ordinary state of the page (a 404 would be logged by every browser as an error).
      if (!versao) return { status: 200, value: null }
      const query = {
        ...req.query,
        begin_date: req.query.begin_date ?? versao.competencia_inicio,
        end_date: req.query.end_date ?? versao.competencia_fim,
      }
      const scope = {
        kind: 'temporaria' as const,
        idVersao: versao.id,
        inicio: `${versao.competencia_inicio}-01`,
        fim: `${versao.competencia_fim}-01`,
      }
      const [atual, temporaria] = await Promise.all([
        computeDre(db, { idEscritorio, grouping, query }),
        computeDre(db, { idEscritorio, grouping, query, scope }),
      ])
      return { status: 200, value: { versao, atual, temporaria } }
    },
  )

  app.get(
    `${base}/dfc/comparison/temp/geral`,
    {
      config: { access: managers },
      schema: { params: officeParams, querystring: dfcQuery, response: { 200: tempDfcComparisonResponse } },
    },
    async (req) => {
      const idEscritorio = officeOf(req, req.params.office)
      const versao = await temporaryVersion(db, idEscritorio)
      // Nothing to compare is an ordinary state of the page (a 404 would be logged by every browser as an error).
      if (!versao) return { status: 200, value: null }
      const { begin, end } = await resolveRange(
        db,
        idEscritorio,
        req.query.begin_date ?? versao.competencia_inicio,
        req.query.end_date ?? versao.competencia_fim,
      )
      const scope = {
        kind: 'temporaria' as const,
        idVersao: versao.id,
        inicio: `${versao.competencia_inicio}-01`,
        fim: `${versao.competencia_fim}-01`,
      }
      const [atual, temporaria] = await Promise.all([
        dfc(db, idEscritorio, begin, end),
        dfc(db, idEscritorio, begin, end, scope),
      ])
      return { status: 200, value: { versao, atual, temporaria } }
    },
  )
}
