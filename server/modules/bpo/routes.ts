import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  bpoOptionsResponse,
  bpoRegisterNames,
  bpoRegisters,
  registerParams,
  versionBody,
} from '../../../src/contracts/bpo'
import { bpoPaths } from '../../../src/contracts/bpo-paths'
import { officeIdParams } from '../../../src/contracts/offices'
import type { Db } from '../../db/connection'
import { scopeOffice, sessionUser } from '../../http/access'
import { idempotent } from '../../http/idempotency'
import type { PushEndpointPolicy } from '../push/endpoint-check'
import { type Notice, pushNotices } from './approval-notices'
import { registerTables } from './registers'
import * as service from './service'

/** The BPO is run by the platform's staff for the office's gestor (docs/access.md). */
const access = { access: ['equipe', 'gestor'] as const }

/**
 * The BPO registers (/bpo/manager/*): list, create, edit and remove per register, each write idempotent,
 * versioned (409 with the current row when stale) and audited. Categories, accounts and branches are the
 * financial engine's own tables.
 */
export const bpoRoutes: FastifyPluginAsyncZod<{ db: Db; pushPolicy: PushEndpointPolicy }> = async (
  app,
  { db, pushPolicy },
) => {
  app.get(bpoPaths.bpoOptions(':id'), { config: access, schema: { params: officeIdParams } }, async (req) => {
    const office = scopeOffice(sessionUser(req), req.params.id)
    return bpoOptionsResponse.parse({ status: 200, value: await service.registerOptions(db, office) })
  })

  for (const register of bpoRegisterNames) {
    const table = registerTables[register]
    const fields = bpoRegisters[register]
    const who = (req: FastifyRequest, officeId: number) => {
      const user = sessionUser(req)
      return { office: scopeOffice(user, officeId), user: user.id }
    }

    app.get(
      bpoPaths.bpoRegister(':id', register),
      { config: access, schema: { params: officeIdParams } },
      async (req) => {
        const office = scopeOffice(sessionUser(req), req.params.id)
        return { status: 200, value: await service.listRegister(db, table, office) }
      },
    )

    app.post(
      bpoPaths.bpoRegister(':id', register),
      { config: access, schema: { params: officeIdParams, body: fields } },
      async (req, reply) => {
        const by = who(req, req.params.id)
        return idempotent(db, req, reply, (tx) => service.createRecord(tx, table, by, req.body))
      },
    )

    app.put(
      bpoPaths.bpoRecord(':id', register, ':rowId'),
      { config: access, schema: { params: registerParams, body: fields.and(versionBody) } },
      async (req, reply) => {
        // A provider's bank data change notifies the approvers of the bills it reopened, once it is committed.
        const notices: Notice[] = []
        const by = { ...who(req, req.params.id), notices }
        const { version, ...values } = req.body
        const answer = await idempotent(db, req, reply, (tx) =>
          service.editRecord(tx, table, by, req.params.rowId, version, values),
        )
        pushNotices(db, notices, { policy: pushPolicy, log: (m) => req.log.warn(m), error: (e) => req.log.error(e) })
        return answer
      },
    )

    app.delete(
      bpoPaths.bpoRecord(':id', register, ':rowId'),
      { config: access, schema: { params: registerParams, querystring: versionBody } },
      async (req, reply) => {
        const by = who(req, req.params.id)
        return idempotent(db, req, reply, (tx) =>
          service.removeRecord(tx, table, by, req.params.rowId, req.query.version),
        )
      },
    )
  }
}
