import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { billKinds } from '../../../src/contracts/bill-status'
import { approvalBody, bpoSettingsBody, bpoSettingsResponse, tagsBody } from '../../../src/contracts/bpo-workflow'
import { workflowPaths } from '../../../src/contracts/bpo-workflow-paths'
import { officeIdParams } from '../../../src/contracts/offices'
import { recordId } from '../../../src/contracts/primitives'
import type { Db } from '../../db/connection'
import { scopeOffice, sessionUser } from '../../http/access'
import { idempotent } from '../../http/idempotency'
import * as service from './workflow-service'

/** Staff run the BPO; the office's gestor approves its payments (docs/access.md): an advisor is refused. */
const access = { access: ['equipe', 'gestor'] as const }

const billParams = officeIdParams.extend({ rowId: recordId('Conta não encontrada') })

/**
 * The BPO workflow: a bill's ERP tags (PUT, the whole set), the approval of a payable (approve, or reject with a
 * reason) and the office's setting 'pagamentos exigem aprovação'. Writes are idempotent, versioned and audited.
 */
export const workflowRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  for (const kind of billKinds)
    app.put(
      workflowPaths.tags(':id', kind, ':rowId'),
      { config: access, schema: { params: billParams, body: tagsBody } },
      async (req, reply) => {
        const user = sessionUser(req)
        const by = { office: scopeOffice(user, req.params.id), user: user.id }
        return idempotent(db, req, reply, (tx) => service.setTags(tx, by, kind, req.params.rowId, req.body))
      },
    )

  app.post(
    workflowPaths.approval(':id', ':rowId'),
    { config: access, schema: { params: billParams, body: approvalBody } },
    async (req, reply) => {
      const user = sessionUser(req)
      const by = { office: scopeOffice(user, req.params.id), user: user.id }
      return idempotent(db, req, reply, (tx) => service.decide(tx, by, req.params.rowId, req.body))
    },
  )

  app.get(workflowPaths.settings(':id'), { config: access, schema: { params: officeIdParams } }, async (req) => {
    const office = scopeOffice(sessionUser(req), req.params.id)
    return bpoSettingsResponse.parse({ status: 200, value: await service.getSettings(db, office) })
  })

  app.put(
    workflowPaths.settings(':id'),
    { config: access, schema: { params: officeIdParams, body: bpoSettingsBody } },
    async (req, reply) => {
      const user = sessionUser(req)
      const by = { office: scopeOffice(user, req.params.id), user: user.id }
      return idempotent(db, req, reply, (tx) => service.saveSettings(tx, by, req.body))
    },
  )
}
