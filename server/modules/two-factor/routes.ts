import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { officeParams } from '../../../src/contracts/financial'
import {
  confirmBody,
  disableBody,
  enrolmentResponse,
  officeTwoFactorBody,
  recoveryCodesResponse,
  twoFactorStatusResponse,
} from '../../../src/contracts/security'
import { securityPaths } from '../../../src/contracts/security-paths'
import type { Db } from '../../db/connection'
import { scopeOffice, sessionUser } from '../../http/access'
import * as service from './service'
import type { CodeThrottles } from './throttles'

/** 'Segurança': the caller's own second factor (any role), and an office's requirement for its gestores. */
export const twoFactorRoutes: FastifyPluginAsyncZod<{ db: Db; codes: CodeThrottles }> = async (app, { db, codes }) => {
  const deps = { db, throttles: codes }
  const own = { access: 'authenticated', duringEnrolment: true } as const

  app.get(
    securityPaths.twoFactor,
    { config: own, schema: { response: { 200: twoFactorStatusResponse } } },
    async (req) => ({
      status: 200,
      value: await service.statusOf(db, sessionUser(req)),
    }),
  )

  app.post(
    securityPaths.twoFactorEnrol,
    { config: own, schema: { response: { 200: enrolmentResponse } } },
    async (req) => ({
      status: 200,
      value: await service.startEnrolment(db, sessionUser(req)),
    }),
  )

  app.post(
    securityPaths.twoFactorConfirm,
    { config: own, schema: { body: confirmBody, response: { 200: recoveryCodesResponse } } },
    async (req) => ({ status: 200, value: await service.confirmEnrolment(deps, sessionUser(req), req.body.codigo) }),
  )

  app.post(
    securityPaths.twoFactorDisable,
    { config: { access: 'authenticated' }, schema: { body: disableBody } },
    async (req) => {
      await service.disable(deps, sessionUser(req), req.body.senha, req.body.codigo)
      return { status: 200, message: 'Verificação em duas etapas desativada.' }
    },
  )

  app.put(
    securityPaths.officeTwoFactor(':office'),
    { config: { access: ['equipe', 'gestor'] }, schema: { params: officeParams, body: officeTwoFactorBody } },
    async (req) => {
      const user = sessionUser(req)
      await service.setOfficeRequirement(db, user, scopeOffice(user, req.params.office), req.body.exigir)
      return { status: 200, value: { exigir: req.body.exigir } }
    },
  )
}
