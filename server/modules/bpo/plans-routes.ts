import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { billKinds } from '../../../src/contracts/bill-status'
import { billFields, billVersion } from '../../../src/contracts/bpo-bills'
import { planPaths } from '../../../src/contracts/bpo-plan-paths'
import { instalmentsBody, recurrenceBody } from '../../../src/contracts/bpo-plans'
import { officeIdParams } from '../../../src/contracts/offices'
import { recordId } from '../../../src/contracts/primitives'
import type { Db } from '../../db/connection'
import { scopeOffice, sessionUser } from '../../http/access'
import { idempotent, type Outcome, type Tx } from '../../http/idempotency'
import type { PushEndpointPolicy } from '../push/endpoint-check'
import { type Notice, pushNotices } from './approval-notices'
import type { Who } from './bills-service'
import { splitIntoInstalments } from './instalments-service'
import * as recurrence from './recurrence-service'

/** The BPO is run by the platform's staff for the office's gestor (docs/access.md). */
const access = { access: ['equipe', 'gestor'] as const }

const billParams = officeIdParams.extend({ rowId: recordId('Conta não encontrada') })

/**
 * Instalments and recurrences of BPO bills: split a bill into instalments, make it recurring, edit this occurrence
 * and the following ones, end the series. Idempotent, versioned and audited; payables that start waiting for
 * approval notify their approvers once the write is committed.
 */
export const planRoutes: FastifyPluginAsyncZod<{ db: Db; pushPolicy: PushEndpointPolicy }> = async (
  app,
  { db, pushPolicy },
) => {
  /** Runs a write as the caller in office `id`, then pushes the approvers' notices once it is committed. */
  const write = async (
    req: FastifyRequest,
    reply: FastifyReply,
    id: number,
    run: (tx: Tx, by: Who) => Promise<Outcome>,
  ) => {
    const user = sessionUser(req)
    const notices: Notice[] = []
    const by = { office: scopeOffice(user, id), user: user.id, notices }
    const answer = await idempotent(db, req, reply, (tx) => run(tx, by))
    pushNotices(db, notices, { policy: pushPolicy, log: (m) => req.log.warn(m), error: (e) => req.log.error(e) })
    return answer
  }

  for (const kind of billKinds) {
    app.post(
      planPaths.instalments(':id', kind, ':rowId'),
      { config: access, schema: { params: billParams, body: instalmentsBody } },
      async (req, reply) =>
        write(req, reply, req.params.id, (tx, by) => splitIntoInstalments(tx, by, kind, req.params.rowId, req.body)),
    )

    app.post(
      planPaths.recurrence(':id', kind, ':rowId'),
      { config: access, schema: { params: billParams, body: recurrenceBody } },
      async (req, reply) =>
        write(req, reply, req.params.id, (tx, by) => recurrence.createSeries(tx, by, kind, req.params.rowId, req.body)),
    )

    app.post(
      planPaths.seriesEdit(':id', kind, ':rowId'),
      { config: access, schema: { params: billParams, body: billFields(kind).and(billVersion) } },
      async (req, reply) => {
        const { version, ...values } = req.body
        return write(req, reply, req.params.id, (tx, by) =>
          recurrence.editFollowing(tx, by, kind, req.params.rowId, version, values),
        )
      },
    )

    app.post(
      planPaths.seriesStop(':id', kind, ':rowId'),
      { config: access, schema: { params: billParams, body: billVersion } },
      async (req, reply) =>
        write(req, reply, req.params.id, (tx, by) =>
          recurrence.stopAfter(tx, by, kind, req.params.rowId, req.body.version),
        ),
    )
  }
}
