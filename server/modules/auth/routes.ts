import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { paths } from '../../../src/contracts/paths'
import { loginBody } from '../../../src/contracts/session'
import type { Db } from '../../db/connection'
import { sessionUser } from '../../http/access'
import type { LoginThrottle } from './login-throttle'
import * as service from './service'

type Options = { db: Db; throttle: LoginThrottle; addressThrottle: LoginThrottle; sessionTtlHours: number }

export const authRoutes: FastifyPluginAsyncZod<Options> = async (app, deps) => {
  // The admin paths log in the same way (same limits, same answer).
  for (const url of [paths.login, paths.adminLogin]) {
    app.post(url, { config: { access: 'public' }, schema: { body: loginBody } }, async (req) => {
      return service.login(deps, req.body.email, req.body.password, req.ip)
    })
  }

  app.post(paths.logout, { config: { access: 'authenticated' } }, async (req) => {
    await service.logout(deps.db, sessionUser(req).tokenHash)
    return { status: 200, value: true }
  })

  const self = async (req: Parameters<typeof sessionUser>[0]) => {
    const user = sessionUser(req)
    return { status: 200, value: await service.currentUser(deps.db, user.id, user.role === 'cliente') }
  }
  app.get(paths.validateSession, { config: { access: 'authenticated' } }, self)
  app.get(paths.profile, { config: { access: 'authenticated' } }, self)
}
