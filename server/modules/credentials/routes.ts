import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { paths } from '../../../src/contracts/paths'
import { changePasswordSchema } from '../../../src/contracts/rules'
import type { Db } from '../../db/connection'
import { type Access, sessionUser } from '../../http/access'
import { changePassword, PASSWORD_CHANGED } from './service'

const routes: { url: string; access: Access }[] = [
  { url: paths.changePasswordClient, access: ['cliente'] },
  { url: paths.changePasswordProfessional, access: ['equipe', 'gestor', 'assessor', 'planejador'] },
]

/** §7 change password: the client endpoint for client users, the professional one for everybody else. */
export const credentialRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  for (const { url, access } of routes) {
    app.post(url, { config: { access }, schema: { body: changePasswordSchema } }, async (req) => {
      await changePassword(db, sessionUser(req), req.body)
      return { status: 200, message: PASSWORD_CHANGED }
    })
  }
}
