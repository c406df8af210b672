import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { officeIdParams } from '../../../src/contracts/offices'
import { setupResponse, setupStepParams } from '../../../src/contracts/validation'
import { validationPaths } from '../../../src/contracts/validation-paths'
import type { Db } from '../../db/connection'
import { scopeOffice, sessionUser } from '../../http/access'
import { idempotent } from '../../http/idempotency'
import { completeStep, finishSetup, setupState } from './setup-service'

const management = { access: ['equipe', 'gestor'] as const }

/** The first-run set-up (/parametrizacao): its steps' state, saving a step, finishing. */
export const setupRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    validationPaths.setup(':id'),
    { config: management, schema: { params: officeIdParams, response: { 200: setupResponse } } },
    async (req) => ({ status: 200, value: await setupState(db, scopeOffice(sessionUser(req), req.params.id)) }),
  )

  app.post(
    validationPaths.setupFinish(':id'),
    { config: management, schema: { params: officeIdParams } },
    async (req, reply) => {
      const user = sessionUser(req)
      const office = scopeOffice(user, req.params.id)
      return idempotent(db, req, reply, (tx) => finishSetup(tx, office, user.id))
    },
  )

  app.post(
    validationPaths.setupStep(':id', ':etapa'),
    { config: management, schema: { params: setupStepParams } },
    async (req, reply) => {
      const user = sessionUser(req)
      const office = scopeOffice(user, req.params.id)
      return idempotent(db, req, reply, (tx) => completeStep(tx, office, user.id, req.params.etapa))
    },
  )
}
