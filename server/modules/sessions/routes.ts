import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sessionParams, sessionsResponse } from '../../../src/contracts/security'
import { securityPaths } from '../../../src/contracts/security-paths'
import type { Db } from '../../db/connection'
import { sessionUser } from '../../http/access'
import * as service from './service'

/** 'Segurança': the caller's own open sessions (any role), and ending any or all of the others. */
export const sessionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    securityPaths.sessions,
    { config: { access: 'authenticated' }, schema: { response: { 200: sessionsResponse } } },
    async (req) => ({ status: 200, value: await service.listSessions(db, sessionUser(req)) }),
  )

  app.delete(
    securityPaths.session(':id'),
    { config: { access: 'authenticated' }, schema: { params: sessionParams } },
    async (req) => {
      await service.endSession(db, sessionUser(req), req.params.id)
      return { status: 200, message: 'Sessão encerrada.' }
    },
  )

  app.post(securityPaths.endOtherSessions, { config: { access: 'authenticated' } }, async (req) => {
    await service.endOtherSessions(db, sessionUser(req))
    return { status: 200, message: 'As outras sessões foram encerradas.' }
  })
}
