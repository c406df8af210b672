import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { paths } from '../../../src/contracts/paths'
import { secondFactorBody } from '../../../src/contracts/security'
import { securityPaths } from '../../../src/contracts/security-paths'
import { loginBody } from '../../../src/contracts/session'
import type { Db } from '../../db/connection'
import { sessionUser } from '../../http/access'
import type { CodeThrottles } from '../two-factor/throttles'
import type { LoginThrottle } from './login-throttle'
import * as service from './service'

type Options = {
  db: Db
  throttle: LoginThrottle
  addressThrottle: LoginThrottle
  codes: CodeThrottles
  sessionTtlHours: number
}

export const authRoutes: FastifyPluginAsyncZod<Options> = async (app, deps) => {
  // The admin paths log in the same way (same limits, same answer).
  for (const url of [paths.login, paths.adminLogin]) {
    app.post(url, { config: { access: 'public' }, schema: { body: loginBody } }, async (req) => {
      return service.login(deps, req.body.email, req.body.password, req.ip, req.headers['user-agent'])
    })
  }

  app.post(
    securityPaths.loginSecondFactor,
    { config: { access: 'public' }, schema: { body: secondFactorBody } },
    async (req) => service.loginSecondStep(deps, req.body, { ip: req.ip, userAgent: req.headers['user-agent'] }),
  )

  app.post(paths.logout, { config: { access: 'authenticated', duringEnrolment: true } }, async (req) => {
    await service.logout(deps.db, sessionUser(req).tokenHash)
    return { status: 200, value: true }
  })

  const self = async (req: Parameters<typeof sessionUser>[0]) => {
    const user = sessionUser(req)
    const current = await service.currentUser(deps.db, user.id, user.role === 'cliente')
    return { status: 200, value: user.enrolmentOnly ? { ...current, inscrever_segundo_fator: true } : current }
  }
  app.get(paths.validateSession, { config: { access: 'authenticated', duringEnrolment: true } }, self)
  app.get(paths.profile, { config: { access: 'authenticated', duringEnrolment: true } }, self)
}
