import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { billKinds } from '../../../src/contracts/bill-status'
import { billFields, billListQuery, billListResponse, billVersion, paymentBody } from '../../../src/contracts/bpo-bills'
import { bpoPaths } from '../../../src/contracts/bpo-paths'
import { officeIdParams } from '../../../src/contracts/offices'
import { recordId } from '../../../src/contracts/primitives'
import type { Db } from '../../db/connection'
import { scopeOffice, sessionUser } from '../../http/access'
import { idempotent } from '../../http/idempotency'
import type { PushEndpointPolicy } from '../push/endpoint-check'
import { type Notice, pushNotices } from './approval-notices'
import * as service from './bills-service'
import { topUp } from './recurrence-service'

/** The BPO is run by the platform's staff for the office's gestor (docs/access.md). */
const access = { access: ['equipe', 'gestor'] as const }

const billParams = officeIdParams.extend({ rowId: recordId('Conta não encontrada') })
const paymentParams = billParams.extend({ paymentId: recordId('Pagamento não encontrado') })

const who = (req: FastifyRequest, officeId: number) => {
  const user = sessionUser(req)
  return { office: scopeOffice(user, officeId), user: user.id }
}

/**
 * BPO bills, payables (/bpo/titulos/pagar) and receivables (/bpo/titulos/receber): the filtered list with its
 * totals per status, create, edit, remove, cancel, pay (posted into the ledger) and undo a payment. Every
 * write is idempotent, versioned (409 with the current bill) and audited.
 */
export const billRoutes: FastifyPluginAsyncZod<{ db: Db; pushPolicy: PushEndpointPolicy }> = async (
  app,
  { db, pushPolicy },
) => {
  /** Runs a write that may start approvals, then pushes their notices once it is committed. */
  const withNotices = async (req: FastifyRequest, write: (notices: Notice[]) => Promise<unknown>) => {
    const notices: Notice[] = []
    const answer = await write(notices)
    pushNotices(db, notices, { policy: pushPolicy, log: (m) => req.log.warn(m), error: (e) => req.log.error(e) })
    return answer
  }

  for (const kind of billKinds) {
    const fields = billFields(kind)
    const list = bpoPaths.bpoBills(':id', kind)
    const one = bpoPaths.bpoBill(':id', kind, ':rowId')

    app.get(list, { config: access, schema: { params: officeIdParams, querystring: billListQuery } }, async (req) => {
      // Recurrences are topped up to 12 months ahead before the list is read (docs/bpo-workflow.md).
      await withNotices(req, (notices) => topUp(db, { ...who(req, req.params.id), notices }, kind))
      const office = scopeOffice(sessionUser(req), req.params.id)
      return billListResponse.parse({ status: 200, value: await service.listBills(db, office, kind, req.query) })
    })

    app.post(list, { config: access, schema: { params: officeIdParams, body: fields } }, async (req, reply) =>
      withNotices(req, (notices) => {
        const by = { ...who(req, req.params.id), notices }
        return idempotent(db, req, reply, (tx) => service.createBill(tx, by, kind, req.body))
      }),
    )

    app.put(
      one,
      { config: access, schema: { params: billParams, body: fields.and(billVersion) } },
      async (req, reply) =>
        withNotices(req, (notices) => {
          const by = { ...who(req, req.params.id), notices }
          const { version, ...values } = req.body
          return idempotent(db, req, reply, (tx) => service.editBill(tx, by, kind, req.params.rowId, version, values))
        }),
    )

    app.delete(
      one,
      { config: access, schema: { params: billParams, querystring: billVersion } },
      async (req, reply) => {
        const by = who(req, req.params.id)
        return idempotent(db, req, reply, (tx) => service.removeBill(tx, by, kind, req.params.rowId, req.query.version))
      },
    )

    app.post(
      bpoPaths.bpoBillCancel(':id', kind, ':rowId'),
      { config: access, schema: { params: billParams, body: billVersion } },
      async (req, reply) => {
        const by = who(req, req.params.id)
        return idempotent(db, req, reply, (tx) => service.cancelBill(tx, by, kind, req.params.rowId, req.body.version))
      },
    )

    app.post(
      bpoPaths.bpoBillPayments(':id', kind, ':rowId'),
      { config: access, schema: { params: billParams, body: paymentBody } },
      async (req, reply) => {
        const by = who(req, req.params.id)
        return idempotent(db, req, reply, (tx) => service.payBill(tx, by, kind, req.params.rowId, req.body))
      },
    )

    app.post(
      bpoPaths.bpoBillPaymentUndo(':id', kind, ':rowId', ':paymentId'),
      { config: access, schema: { params: paymentParams, body: billVersion } },
      async (req, reply) => {
        const by = who(req, req.params.id)
        const { rowId, paymentId } = req.params
        return idempotent(db, req, reply, (tx) => service.undoPayment(tx, by, kind, rowId, paymentId, req.body.version))
      },
    )
  }
}
