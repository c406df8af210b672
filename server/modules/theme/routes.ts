import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { DEFAULT_OFFICE_ID, DEFAULT_OFFICE_IMAGES, type ThemeAsset } from '../../../src/contracts/brand'
import {
  colorsBody,
  colorsParams,
  type OfficeColorsRow,
  officeIdParams,
  themeAssetParams,
} from '../../../src/contracts/offices'
import { paths } from '../../../src/contracts/paths'
import { isSafeText, TEXT_INVALID } from '../../../src/contracts/primitives'
import type { OfficeTheme } from '../../../src/contracts/theme'
import type { Db } from '../../db/connection'
import type { ThemeColors } from '../../db/schema'
import { type FileStore, sha256Of } from '../../files/file-store'
import { type SessionUser, scopeOffice, sessionUser } from '../../http/access'
import { forbidden, HttpError, notFound } from '../../http/errors'
import { idempotent } from '../../http/idempotency'
import { recordAudit } from '../audit/record'
import { upsertTheme } from '../offices/admin-queries'
import { ASSET_LIMITS, sizeMessage, sniffImage } from './image-rules'
import * as q from './queries'

export const WHITELABEL_ONLY =
  'Esta função está disponível apenas para consultores que contrataram o serviço de whitelabel. Para mais informações entre em contato com nossa equipe.'

const managers = ['equipe', 'gestor'] as const
const MAX_UPLOAD = Math.max(...Object.values(ASSET_LIMITS))

/** Staff brand any office; a gestor brands their own office only when it bought the white label. */
async function brandableOffice(db: Db, user: SessionUser, id: number) {
  scopeOffice(user, id)
  const row = await q.themeOf(db, id)
  if (!row) throw notFound('Escritório não encontrado')
  if (user.role !== 'equipe' && !row.office.whitelabel) throw forbidden(WHITELABEL_ONLY)
  return row
}

/** An uploaded image's address; the default office falls back to its shipped images. */
function publicTheme(row: NonNullable<Awaited<ReturnType<typeof q.themeOf>>>): OfficeTheme {
  const shipped = row.office.id_escritorio === DEFAULT_OFFICE_ID ? DEFAULT_OFFICE_IMAGES : null
  const image = (kind: ThemeAsset) => {
    const sha = row.theme?.[kind]
    return sha ? paths.themeFile(sha) : (shipped?.[kind] ?? null)
  }
  return {
    id_escritorio: row.office.id_escritorio,
    whitelabel: row.office.whitelabel,
    cores: row.theme?.cores ?? {},
    logo: image('logo'),
    favicon: image('favicon'),
    fundo_login: image('fundo_login'),
  }
}

function staleColors(current: OfficeColorsRow): never {
  throw new HttpError(409, 'As cores foram alteradas por outra pessoa. Recarregue e tente novamente.', { current })
}

export const themeRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStore }> = async (app, { db, files }) => {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD, files: 1, fields: 5 } })

  // Public on purpose: the login page paints the last office's theme before anyone logs in.
  // It answers colours and image addresses only, never the office's name or data.
  app.get(paths.theme(':id'), { config: { access: 'public' }, schema: { params: officeIdParams } }, async (req) => {
    const row = await q.themeOf(db, req.params.id)
    if (!row) throw notFound('Escritório não encontrado')
    return { status: 200, value: publicTheme(row) }
  })

  app.get(
    paths.themeFile(':sha'),
    { config: { access: 'public' }, schema: { params: z.object({ sha: z.string() }) } },
    async (req, reply) => {
      const row = await q.publicFile(db, req.params.sha.toLowerCase())
      if (!row) throw notFound('Arquivo não encontrado')
      const body = await files.read(row.sha256)
      return reply
        .header('Content-Type', row.tipo)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('X-Content-Type-Options', 'nosniff')
        .send(body)
    },
  )

  app.get(
    paths.officeColors(':id'),
    { config: { access: managers }, schema: { params: colorsParams } },
    async (req) => {
      // §5: without an office id the colours are empty.
      if (req.params.id === 0) return { status: 200, value: {} }
      const id = scopeOffice(sessionUser(req), req.params.id)
      const row = await q.themeOf(db, id)
      if (!row) throw notFound('Escritório não encontrado')
      return { status: 200, value: row.theme?.cores ?? {}, version: row.theme?.version ?? 0 }
    },
  )

  // Queued in the outbox: idempotent per Idempotency-Key, and based on the theme row's version (0 when the
  // office has no theme row yet), so a colleague's change meanwhile answers 409 with the current row.
  app.put(
    paths.officeColors(':id'),
    { config: { access: managers }, schema: { params: colorsParams, body: colorsBody } },
    async (req, reply) => {
      if (req.params.id === 0) return { status: 200, value: {} }
      const user = sessionUser(req)
      const id = req.params.id
      await brandableOffice(db, user, id)
      const cores: ThemeColors = Object.fromEntries(
        Object.entries(req.body.data).filter(([, v]) => v !== '' && v !== undefined),
      )
      const { version } = req.body
      return idempotent(db, req, reply, async (tx) => {
        const before = await q.colorsRow(tx, id, true)
        if (version !== undefined && before.version !== version) staleColors(before)
        const after = await q.saveColors(tx, id, cores, before.version)
        // A colleague saved between the read and the write.
        if (!after) staleColors(await q.colorsRow(tx, id))
        await recordAudit(tx, {
          office: id,
          user: user.id,
          acao: 'editar-cores',
          entidade: 'tema',
          id,
          antes: before.cores,
          depois: cores,
        })
        return { status: 200, body: { status: 200, value: after } }
      })
    },
  )

  app.post(
    paths.officeThemeAsset(':id', ':kind'),
    { config: { access: managers }, schema: { params: themeAssetParams } },
    async (req, reply) => {
      const user = sessionUser(req)
      const { id, kind } = req.params
      const row = await brandableOffice(db, user, id)
      if (!req.isMultipart()) throw new HttpError(400, 'Envie a imagem no campo "file" (multipart/form-data)')
      let buffer: Buffer
      let filename: string
      try {
        const file = await req.file()
        if (file?.fieldname !== 'file') throw new HttpError(400, 'Envie a imagem no campo "file"')
        buffer = await file.toBuffer()
        filename = file.filename.slice(0, 200)
        if (!isSafeText(filename)) throw new HttpError(400, TEXT_INVALID)
      } catch (e) {
        if (e instanceof HttpError) throw e
        if (e instanceof app.multipartErrors.RequestFileTooLargeError) throw new HttpError(413, sizeMessage(kind))
        throw new HttpError(400, 'Não foi possível ler o arquivo enviado')
      }
      if (buffer.length > ASSET_LIMITS[kind]) throw new HttpError(413, sizeMessage(kind))
      const tipo = sniffImage(buffer, kind)
      if (!tipo) throw new HttpError(415, 'Formato de imagem não aceito. Envie PNG, JPEG ou WebP.')
      const sha = sha256Of(buffer)
      // The file is written last, once every row is in place, and removed again if the commit fails:
      // a refused or failed upload leaves nothing under DATA_DIR/files.
      let written = false
      try {
        await db.transaction(async (tx) => {
          await q.saveFileRow(tx, { sha256: sha, tipo, tamanho: buffer.length, nome: filename })
          await upsertTheme(tx, id, { [kind]: sha })
          await recordAudit(tx, {
            office: id,
            user: user.id,
            acao: `enviar-${kind}`,
            entidade: 'tema',
            id,
            antes: { [kind]: row.theme?.[kind] ?? null },
            depois: { [kind]: sha, nome: filename, tipo, tamanho: buffer.length },
          })
          written = (await files.put(buffer)).created
        })
      } catch (error) {
        if (written && !(await q.fileRowExists(db, sha))) await files.remove(sha)
        throw error
      }
      const updated = await q.themeOf(db, id)
      return reply.code(201).send({ status: 201, value: publicTheme(updated!) })
    },
  )
}
