import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { officePermissionBody, permissionParams } from '../../../src/contracts/access'
import { features as featureList, featureNames } from '../../../src/contracts/features'
import { featuresUpdateBody } from '../../../src/contracts/offices'
import { paths } from '../../../src/contracts/paths'
import { isRecordId } from '../../../src/contracts/primitives'
import type { Db } from '../../db/connection'
import { scopeOffice, sessionUser } from '../../http/access'
import { HttpError, notFound } from '../../http/errors'
import { idempotent } from '../../http/idempotency'
import { recordAudit } from '../audit/record'
import * as q from './queries'

const NOT_FOUND = 'Escritório não encontrado'
/** §5/§8: 404 'Escritório não encontrado' with value false. */
const officeNotFound = () => new HttpError(404, NOT_FOUND, { value: false })

export const permissionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const list = async (user: ReturnType<typeof sessionUser>, id: number | null) => {
    if (id === null || id <= 0 || !(await q.officeExists(db, id))) throw officeNotFound()
    scopeOffice(user, id)
    return { status: 200, value: { id_escritorio: id, permissoes: await q.permissionsOf(db, id) } }
  }

  // Without an id: the caller's office (staff: the office selected in the top bar).
  app.get(paths.officePermissions, { config: { access: 'authenticated' } }, async (req) => {
    const user = sessionUser(req)
    return list(user, user.role === 'equipe' ? await q.selectedOffice(db, user.id) : user.id_escritorio)
  })

  app.get(
    paths.officePermission(':id'),
    { config: { access: 'authenticated' }, schema: { params: permissionParams } },
    async (req) => {
      const id = Number(req.params.id)
      return list(sessionUser(req), isRecordId(id) ? id : null)
    },
  )

  app.put(
    paths.officePermission(':id'),
    { config: { access: ['equipe'] }, schema: { params: permissionParams, body: officePermissionBody } },
    async (req, reply) => {
      const user = sessionUser(req)
      const id = Number(req.params.id)
      const { funcionalidade, possui_acesso } = req.body
      if (!isRecordId(id) || !funcionalidade || !(await q.officeExists(db, id))) throw officeNotFound()
      if (!featureNames.includes(funcionalidade)) throw new HttpError(400, 'Funcionalidade desconhecida')
      if (possui_acesso === undefined) throw new HttpError(400, 'possui_acesso: Campo obrigatório')
      const titulo = featureList.find((f) => f.funcionalidade === funcionalidade)?.titulo ?? funcionalidade
      // Sent from the outbox with its Idempotency-Key. A toggle is last-writer-wins per feature (it carries the
      // whole state, on or off, and nothing else), so there is no version and no 409: the latest switch wins.
      return idempotent(db, req, reply, async (tx) => {
        const antes = await q.hasFeature(tx, id, funcionalidade)
        await q.setFeature(tx, id, funcionalidade, possui_acesso)
        await recordAudit(tx, {
          office: id,
          user: user.id,
          acao: 'editar',
          entidade: 'permissao',
          id: `${id}:${funcionalidade}`,
          antes: { funcionalidade, possui_acesso: antes },
          depois: { funcionalidade, possui_acesso },
        })
        // The answer is the list's row (officePermission), so the outbox stores it as the local row.
        return {
          status: 200,
          body: { status: 200, value: { id_escritorio: id, funcionalidade, titulo, possui_acesso } },
        }
      })
    },
  )

  // notebooks/office/update-features: several features at once.
  app.post(
    paths.officeFeaturesUpdate,
    { config: { access: ['equipe'] }, schema: { body: featuresUpdateBody } },
    async (req, reply) => {
      const user = sessionUser(req)
      const { id_escritorio: id, features } = req.body
      if (!(await q.officeExists(db, id))) throw notFound(NOT_FOUND)
      const unknown = features.find((f) => !featureNames.includes(f.funcionalidade))
      if (unknown) throw new HttpError(400, `Funcionalidade desconhecida: ${unknown.funcionalidade}`)
      return idempotent(db, req, reply, async (tx) => {
        const antes = await q.permissionsOf(tx, id)
        for (const f of features) await q.setFeature(tx, id, f.funcionalidade, f.possui_acesso)
        const depois = await q.permissionsOf(tx, id)
        await recordAudit(tx, {
          office: id,
          user: user.id,
          acao: 'editar-varias',
          entidade: 'permissao',
          id,
          antes,
          depois,
        })
        return { status: 200, body: { status: 200, value: { id_escritorio: id, permissoes: depois } } }
      })
    },
  )
}
