import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  dailyUploadFields,
  dataroomListQuery,
  dataroomListResponse,
  dataroomOfficeParams,
  dataroomUploadParams,
  dataroomUploadResponse,
  internalListQuery,
  internalListResponse,
  missingMonthsQuery,
  missingMonthsResponse,
  monthlyUploadFields,
} from '../../../src/contracts/dataroom'
import {
  DATAROOM_MAX_MB,
  type DataroomFileType,
  dataroomCategories,
  dataroomPaths,
} from '../../../src/contracts/dataroom-catalogue'
import type { Db } from '../../db/connection'
import type { FileStore } from '../../files/file-store'
import { readUpload } from '../../files/multipart'
import { sendStoredFile } from '../../files/send-file'
import { scopeOffice, sessionUser } from '../../http/access'
import { notFound } from '../../http/errors'
import type { JobRunner } from '../../jobs/runner'
import { dataroomExtraRoutes } from './extra-routes'
import { MIME, tooLargeMessage } from './file-check'
import * as q from './queries'
import { missingMonths, receiveUpload } from './service'

const professionals = ['equipe', 'gestor', 'assessor', 'planejador'] as const
const staff = ['equipe'] as const

/** Data room (SPEC §2 /dataroom/*, /dataroom_interno; §7 office/{id}/data-room, options, daily, missing months). */
export const dataroomRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStore; jobs: JobRunner }> = async (
  app,
  deps,
) => {
  const { db, files } = deps
  // One byte past the limit so that an oversized file is caught by our own check, with our message.
  await app.register(multipart, { limits: { fileSize: DATAROOM_MAX_MB * 1024 * 1024 + 1, files: 1, fields: 10 } })
  await app.register(dataroomExtraRoutes, deps)

  app.get(
    dataroomPaths.options(':id'),
    { config: { access: professionals }, schema: { params: dataroomOfficeParams } },
    async (req) => {
      scopeOffice(sessionUser(req), req.params.id)
      return { status: 200, value: dataroomCategories }
    },
  )

  app.get(
    dataroomPaths.uploads(':id'),
    {
      config: { access: professionals },
      schema: { params: dataroomOfficeParams, querystring: dataroomListQuery, response: { 200: dataroomListResponse } },
    },
    async (req) => {
      const office = scopeOffice(sessionUser(req), req.params.id)
      const rows = await q.listUploads(db, { office, categoria: req.query.categoria })
      return { status: 200 as const, value: rows }
    },
  )

  app.post(
    dataroomPaths.uploads(':id'),
    { config: { access: professionals }, schema: { params: dataroomOfficeParams } },
    async (req, reply) => {
      const user = sessionUser(req)
      const office = scopeOffice(user, req.params.id)
      const { fields, filename, buffer } = await readUpload(app, req, monthlyUploadFields, tooLargeMessage)
      const row = await receiveUpload(deps, office, user, 'mensal', {
        categoria: fields.categoria,
        opcao: fields.opcao,
        referencia: fields.competencia,
        filename,
        buffer,
      })
      return reply.code(202).send(dataroomUploadResponse.parse({ status: 202, value: row }))
    },
  )

  app.post(
    dataroomPaths.daily(':id'),
    { config: { access: professionals }, schema: { params: dataroomOfficeParams } },
    async (req, reply) => {
      const user = sessionUser(req)
      const office = scopeOffice(user, req.params.id)
      const { fields, filename, buffer } = await readUpload(app, req, dailyUploadFields, tooLargeMessage)
      const row = await receiveUpload(deps, office, user, 'diario', {
        categoria: fields.categoria,
        opcao: fields.opcao,
        referencia: fields.data,
        filename,
        buffer,
      })
      return reply.code(202).send(dataroomUploadResponse.parse({ status: 202, value: row }))
    },
  )

  app.get(
    dataroomPaths.download(':id', ':upload'),
    { config: { access: professionals }, schema: { params: dataroomUploadParams } },
    async (req, reply) => {
      const office = scopeOffice(sessionUser(req), req.params.id)
      const stored = await q.storedFile(db, office, req.params.upload)
      if (!stored) throw notFound('Arquivo não encontrado')
      const mime = MIME[stored.tipo as DataroomFileType] ?? 'application/octet-stream'
      return sendStoredFile(reply, files, { sha256: stored.sha256, nome: stored.nome, mime })
    },
  )

  // Staff: every office (or the one asked for); everybody else: their own office.
  app.get(
    dataroomPaths.missingMonths,
    {
      config: { access: professionals },
      schema: { querystring: missingMonthsQuery, response: { 200: missingMonthsResponse } },
    },
    async (req) => {
      const user = sessionUser(req)
      const asked = req.query.id_escritorio
      // Without an office: staff get every office; anybody else their own (a user with none is refused).
      const office =
        asked !== undefined
          ? scopeOffice(user, asked)
          : user.role === 'equipe'
            ? null
            : scopeOffice(user, user.id_escritorio ?? 0)
      return { status: 200 as const, value: await missingMonths(db, office, req.query.referencia) }
    },
  )

  app.get(
    dataroomPaths.internal,
    {
      config: { access: staff },
      schema: { querystring: internalListQuery, response: { 200: internalListResponse } },
    },
    async (req) => {
      const rows = await q.listUploads(db, { office: req.query.id_escritorio ?? null, categoria: req.query.categoria })
      return { status: 200 as const, value: rows }
    },
  )
}
