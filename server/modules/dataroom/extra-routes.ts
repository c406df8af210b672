import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  bpoSetupQuery,
  consolidationBody,
  consolidationQuery,
  consolidationsResponse,
  dataroomFileFields,
  dataroomFileParams,
  dataroomFileResponse,
  dataroomFilesResponse,
  dataroomOfficeParams,
  officeCommentBody,
  officeCommentsQuery,
  officeCommentsResponse,
} from '../../../src/contracts/dataroom'
import {
  type DataroomFileKind,
  type DataroomFileType,
  dataroomFileKinds,
  dataroomFilePaths,
} from '../../../src/contracts/dataroom-catalogue'
import type { Db } from '../../db/connection'
import type { FileStore } from '../../files/file-store'
import { readUpload } from '../../files/multipart'
import { sendStoredFile } from '../../files/send-file'
import { scopeOffice, sessionUser } from '../../http/access'
import { HttpError, notFound } from '../../http/errors'
import { idempotent } from '../../http/idempotency'
import type { JobRunner } from '../../jobs/runner'
import { recordAudit } from '../audit/record'
import { bpoSetupTemplate } from './bpo-setup-template'
import { addComment, listComments } from './comments'
import {
  CONSOLIDATION_QUEUE,
  type ConsolidationJob,
  listConsolidations,
  setConsolidationTask,
  startConsolidation,
} from './consolidation'
import { MIME, tooLargeMessage } from './file-check'
import { listFiles, storedDataroomFile } from './files-queries'
import { receiveFile } from './files-service'
import { officesNamed } from './queries'

const professionals = ['equipe', 'gestor', 'assessor', 'planejador'] as const
const staff = ['equipe'] as const
const XLSX_MIME = MIME.xlsx

/**
 * The data room beyond periodic uploads (registered inside `dataroomRoutes`, which holds the multipart plugin):
 * repository and strategy-base files, the BPO set-up template, staff's office comments and the monthly
 * consolidation (docs/dataroom.md).
 */
export const dataroomExtraRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStore; jobs: JobRunner }> = async (
  app,
  deps,
) => {
  const { db, files, jobs } = deps

  for (const kind of Object.keys(dataroomFileKinds) as DataroomFileKind[]) {
    app.get(
      dataroomFilePaths.list(':id', kind),
      {
        config: { access: professionals },
        schema: { params: dataroomOfficeParams, response: { 200: dataroomFilesResponse } },
      },
      async (req) => {
        const office = scopeOffice(sessionUser(req), req.params.id)
        return { status: 200 as const, value: await listFiles(db, office, kind) }
      },
    )

    app.post(
      dataroomFilePaths.list(':id', kind),
      { config: { access: dataroomFileKinds[kind].enviam }, schema: { params: dataroomOfficeParams } },
      async (req, reply) => {
        const user = sessionUser(req)
        const office = scopeOffice(user, req.params.id)
        const { fields, filename, buffer } = await readUpload(app, req, dataroomFileFields, tooLargeMessage)
        const row = await receiveFile(deps, office, user, kind, {
          filename,
          buffer,
          descricao: fields.descricao || null,
        })
        return reply.code(201).send(dataroomFileResponse.parse({ status: 201, value: row }))
      },
    )

    app.get(
      dataroomFilePaths.download(':id', kind, ':arquivo'),
      { config: { access: professionals }, schema: { params: dataroomFileParams } },
      async (req, reply) => {
        const office = scopeOffice(sessionUser(req), req.params.id)
        const stored = await storedDataroomFile(db, office, kind, req.params.arquivo)
        if (!stored) throw notFound('Arquivo não encontrado')
        const mime = MIME[stored.formato as DataroomFileType] ?? 'application/octet-stream'
        return sendStoredFile(reply, files, { sha256: stored.sha256, nome: stored.nome, mime })
      },
    )
  }

  app.get(
    dataroomFilePaths.bpoSetup(':id'),
    { config: { access: professionals }, schema: { params: dataroomOfficeParams, querystring: bpoSetupQuery } },
    async (req, reply) => {
      const office = scopeOffice(sessionUser(req), req.params.id)
      if (req.query.template === undefined) throw new HttpError(400, 'Informe ?template para baixar o modelo.')
      const [named] = await officesNamed(db, office)
      if (!named) throw notFound('Escritório não encontrado')
      const body = await bpoSetupTemplate(named.nome_escritorio)
      return reply
        .header('Content-Type', XLSX_MIME)
        .header('Content-Disposition', 'attachment; filename="implantacao-bpo-financeiro.xlsx"')
        .header('Cache-Control', 'private, no-store')
        .send(body)
    },
  )

  app.get(
    dataroomFilePaths.comments,
    {
      config: { access: staff },
      schema: { querystring: officeCommentsQuery, response: { 200: officeCommentsResponse } },
    },
    async (req) => {
      const office = scopeOffice(sessionUser(req), req.query.id_escritorio)
      return { status: 200 as const, value: await listComments(db, office) }
    },
  )

  app.post(
    dataroomFilePaths.comments,
    { config: { access: staff }, schema: { body: officeCommentBody } },
    async (req, reply) => {
      const user = sessionUser(req)
      const office = scopeOffice(user, req.body.id_escritorio)
      return idempotent(db, req, reply, async (tx) => {
        const row = await addComment(tx, office, user.id, req.body.comentario)
        await recordAudit(tx, {
          office,
          user: user.id,
          acao: 'comentar-escritorio',
          entidade: 'escritorio',
          id: row.id,
          depois: { comentario: row.comentario },
        })
        return { status: 201, body: { status: 201, value: row } }
      })
    },
  )

  // The office sees its consolidations on /dataroom/interno; staff run them from /dataroom_interno.
  app.get(
    dataroomFilePaths.consolidation,
    {
      config: { access: professionals },
      schema: { querystring: consolidationQuery, response: { 200: consolidationsResponse } },
    },
    async (req) => {
      const office = scopeOffice(sessionUser(req), req.query.id_escritorio)
      return { status: 200 as const, value: await listConsolidations(db, office) }
    },
  )

  app.post(
    dataroomFilePaths.consolidation,
    { config: { access: staff }, schema: { body: consolidationBody } },
    async (req, reply) => {
      const user = sessionUser(req)
      const office = scopeOffice(user, req.body.id_escritorio)
      const { competencia } = req.body
      return idempotent(db, req, reply, async (tx) => {
        const [running] = await listConsolidations(tx, office, competencia)
        if (running?.estado === 'executando') {
          throw new HttpError(409, 'A consolidação deste mês já está em andamento.')
        }
        await startConsolidation(tx, office, competencia, user.id)
        // The job's own write waits for this transaction (it updates the same row), so it never runs ahead of it.
        const tarefa = await jobs.send<ConsolidationJob>(CONSOLIDATION_QUEUE, office, { competencia }, user.id)
        await setConsolidationTask(tx, office, competencia, tarefa)
        await recordAudit(tx, {
          office,
          user: user.id,
          acao: 'consolidar-mes',
          entidade: 'dataroom',
          id: competencia,
          depois: { competencia, id_tarefa: tarefa },
        })
        const [row] = await listConsolidations(tx, office, competencia)
        return { status: 202, body: { status: 202, value: row } }
      })
    },
  )
}
