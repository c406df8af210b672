import { and, eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { viewClientBody, viewProfessionalBody } from '../../../src/contracts/offices'
import { paths } from '../../../src/contracts/paths'
import { flagsForUserType } from '../../../src/contracts/session'
import type { Db } from '../../db/connection'
import { usuarios } from '../../db/schema'
import { scopeOffice, sessionUser } from '../../http/access'
import { forbidden, notFound } from '../../http/errors'
import { findClient } from '../clients/queries'
import { clientScope } from '../clients/scope'
import { profileSwitchRoutes } from './views-profile-routes'
import { openView } from './views-session'

const NO_LOGIN = 'Este usuário ainda não tem acesso ao sistema.'
export const NOT_IN_BOOK = 'Este cliente não é da sua carteira.'

/**
 * views/client: staff (any office), a gestor (their office) or an assessor (their own book, as /clientes)
 * open the app as a client; views/professional: staff only. Both audited as `abrir-visao`.
 */
export const viewRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    paths.viewsClient,
    { config: { access: ['equipe', 'gestor', 'assessor'] }, schema: { body: viewClientBody } },
    async (req) => {
      const user = sessionUser(req)
      const { id_escritorio, id_cliente } = req.body
      const scope = clientScope(user, id_escritorio)
      if (!(await findClient(db, scope, id_cliente))) {
        // An advisor learns nothing of clients outside their book, not even whether they exist.
        if (user.role === 'assessor') throw forbidden(NOT_IN_BOOK)
        throw notFound('Cliente não encontrado')
      }
      const target = await db.query.usuarios.findFirst({
        where: and(eq(usuarios.id_escritorio, scope.office), eq(usuarios.id_cliente, id_cliente)),
      })
      if (!target?.ativo) throw notFound(NO_LOGIN)
      // A professional who is also a client is shown as the client only.
      return openView(db, user, scope.office, target, !flagsForUserType(target.tipo_usuario).IS_CLIENTE)
    },
  )

  app.post(
    paths.viewsProfessional,
    { config: { access: ['equipe'] }, schema: { body: viewProfessionalBody } },
    async (req) => {
      const { id_escritorio, id_profissional } = req.body
      const office = scopeOffice(sessionUser(req), id_escritorio)
      const target = await db.query.usuarios.findFirst({
        where: and(eq(usuarios.id_escritorio, office), eq(usuarios.id_profissional, id_profissional)),
      })
      if (!target?.ativo) throw notFound(NO_LOGIN)
      return openView(db, sessionUser(req), office, target, false)
    },
  )

  await app.register(profileSwitchRoutes, { db })
}
