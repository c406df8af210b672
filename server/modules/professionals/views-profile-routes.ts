import { and, eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { paths } from '../../../src/contracts/paths'
import { flagsForUserType } from '../../../src/contracts/session'
import type { Db } from '../../db/connection'
import { clientes, usuarios } from '../../db/schema'
import { sessionUser } from '../../http/access'
import { forbidden, unauthorized } from '../../http/errors'
import { tokenFromHeader, tokenTraits } from '../auth/tokens'
import { switchProfile } from './views-session'

export const NO_CLIENT_PROFILE = 'Você não tem um perfil de cliente.'
export const NO_PROFESSIONAL_PROFILE = 'Você não tem um perfil profissional.'
export const NOT_IN_VIEW = 'Não é possível trocar de perfil enquanto vê o sistema como outra pessoa.'

/**
 * §6: a professional who is also a client of their office switches to the client view and back. Only the
 * person's own session switches: a view opened by someone else (views/client) may not.
 */
export const profileSwitchRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const person = async (req: Parameters<typeof sessionUser>[0]) => {
    const user = sessionUser(req)
    if (tokenTraits(tokenFromHeader(req.headers.authorization) ?? '').view) throw forbidden(NOT_IN_VIEW)
    const row = await db.query.usuarios.findFirst({ where: eq(usuarios.id_interno, user.id) })
    if (!row) throw unauthorized()
    return { user, row }
  }

  app.post(paths.switchToClient, { config: { access: ['gestor', 'assessor', 'planejador'] } }, async (req) => {
    const { user, row } = await person(req)
    const own =
      row.id_escritorio !== null && row.id_cliente !== null
        ? await db.query.clientes.findFirst({
            where: and(eq(clientes.id_escritorio, row.id_escritorio), eq(clientes.id, row.id_cliente)),
          })
        : undefined
    if (!own) throw forbidden(NO_CLIENT_PROFILE)
    return switchProfile(db, row, user.tokenHash, true)
  })

  app.post(paths.switchToProfessional, { config: { access: ['cliente'] } }, async (req) => {
    const { user, row } = await person(req)
    if (flagsForUserType(row.tipo_usuario).IS_CLIENTE) throw forbidden(NO_PROFESSIONAL_PROFILE)
    return switchProfile(db, row, user.tokenHash, false)
  })
}
