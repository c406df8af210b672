import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { paths } from '../../../src/contracts/paths'
import { changePasswordSchema } from '../../../src/contracts/rules'
import type { Db } from '../../db/connection'
import { type Access, sessionUser } from '../../http/access'
import { HttpError } from '../../http/errors'
import { changePassword, PASSWORD_CHANGED } from './service'

/**
 * The body is checked with changePasswordSchema inside the handler rather than by the route schema, so the
 * answer carries the rule's own message ('Senhas diferentes'), as the dialog shows it, without a field prefix.
 */
function parseBody(body: unknown) {
  const result = changePasswordSchema.safeParse(body ?? {})
  if (result.success) return result.data
  const issues = result.error.issues.map((issue) => ({ campo: issue.path.join('.'), mensagem: issue.message }))
  throw new HttpError(400, issues[0]?.mensagem ?? 'Dados inválidos', { issues })
}

const routes: { url: string; access: Access }[] = [
  { url: paths.changePasswordClient, access: ['cliente'] },
  { url: paths.changePasswordProfessional, access: ['equipe', 'gestor', 'assessor', 'planejador'] },
]

/** §7 change password: the client endpoint for client users, the professional one for everybody else. */
export const credentialRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  for (const { url, access } of routes) {
    app.post(url, { config: { access }, schema: { body: z.unknown() } }, async (req) => {
      await changePassword(db, sessionUser(req), parseBody(req.body))
      return { status: 200, message: PASSWORD_CHANGED }
    })
  }
}
