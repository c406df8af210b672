import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { billKinds } from '../../../src/contracts/bill-status'
import { planPaths } from '../../../src/contracts/bpo-plan-paths'
import {
  approvalRulesBody,
  approvalRulesResponse,
  erpHistoryResponse,
  erpMoveBody,
} from '../../../src/contracts/bpo-plans'
import { approvalBody } from '../../../src/contracts/bpo-workflow'
import { workflowPaths } from '../../../src/contracts/bpo-workflow-paths'
import { officeIdParams } from '../../../src/contracts/offices'
import { recordId } from '../../../src/contracts/primitives'
import type { Db } from '../../db/connection'
import { scopeOffice, sessionUser } from '../../http/access'
import { idempotent } from '../../http/idempotency'
import type { PushEndpointPolicy } from '../push/endpoint-check'
import { type Notice, pushNotices } from './approval-notices'
import * as service from './workflow-service'

/** Staff run the BPO; the office's gestor approves its payments (docs/access.md): an advisor is refused. */
const access = { access: ['equipe', 'gestor'] as const }

const billParams = officeIdParams.extend({ rowId: recordId('Conta não encontrada') })

/**
 * The BPO workflow: a bill's moves through the ERP steps and their history, the approver's decision on a payable
 * (approve, or reject with a reason) and the office's approval rules. Writes are idempotent, versioned and audited.
 */
export const workflowRoutes: FastifyPluginAsyncZod<{ db: Db; pushPolicy: PushEndpointPolicy }> = async (
  app,
  { db, pushPolicy },
) => {
  const actor = (user: ReturnType<typeof sessionUser>, office: number) => ({
    office: scopeOffice(user, office),
    user: user.id,
    role: user.role === 'equipe' ? ('equipe' as const) : ('gestor' as const),
  })

  for (const kind of billKinds) {
    app.post(
      planPaths.erpMove(':id', kind, ':rowId'),
      { config: access, schema: { params: billParams, body: erpMoveBody } },
      async (req, reply) => {
        const by = actor(sessionUser(req), req.params.id)
        return idempotent(db, req, reply, (tx) => service.moveStep(tx, by, kind, req.params.rowId, req.body))
      },
    )
    app.get(
      planPaths.erpHistory(':id', kind, ':rowId'),
      { config: access, schema: { params: billParams } },
      async (req) => {
        const office = scopeOffice(sessionUser(req), req.params.id)
        const value = await service.history(db, office, kind, req.params.rowId)
        return erpHistoryResponse.parse({ status: 200, value })
      },
    )
  }

  app.post(
    workflowPaths.approval(':id', ':rowId'),
    { config: access, schema: { params: billParams, body: approvalBody } },
    async (req, reply) => {
      const by = actor(sessionUser(req), req.params.id)
      return idempotent(db, req, reply, (tx) => service.decide(tx, by, req.params.rowId, req.body))
    },
  )

  app.get(planPaths.approvalRules(':id'), { config: access, schema: { params: officeIdParams } }, async (req) => {
    const office = scopeOffice(sessionUser(req), req.params.id)
    return approvalRulesResponse.parse({ status: 200, value: await service.getRules(db, office) })
  })

  app.put(
    planPaths.approvalRules(':id'),
    { config: access, schema: { params: officeIdParams, body: approvalRulesBody } },
    async (req, reply) => {
      const user = sessionUser(req)
      const by = { office: scopeOffice(user, req.params.id), user: user.id }
      const notices: Notice[] = []
      const answer = await idempotent(db, req, reply, (tx) => service.saveRules(tx, by, req.body, notices))
      pushNotices(db, notices, { policy: pushPolicy, log: (m) => req.log.warn(m), error: (e) => req.log.error(e) })
      return answer
    },
  )
}
