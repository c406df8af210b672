import {
  ALREADY_CANCELLED,
  INVOICE_EXISTS,
  INVOICE_NOT_FOUND,
  type InvoiceCreate,
  type InvoiceIssue,
  NOT_PENDING,
  NUMBER_TAKEN,
  RECEIVED_CANNOT_CANCEL,
  STALE_INVOICE,
} from '../../../src/contracts/invoicing'
import { HttpError, isForeignKeyViolation, notFound } from '../../http/errors'
import type { Outcome, Tx } from '../../http/idempotency'
import { recordAudit } from '../audit/record'
import { monthLabel } from '../billing/amounts'
import { billFieldsOf } from './bill-fields'
import { cancelBill, createBill, type SignedWho as Who } from './bills-service'
import * as q from './invoicing-queries'

// The rules of the office's service invoices (docs/invoicing.md): 'Pendente faturamento' → issued ('A receber',
// its receivable created through the bills' own service) → 'Recebida' when the receivable is paid in full; a
// pending invoice may be cancelled, an issued one too ('Nota cancelada', its receivable cancelled with it) unless
// something was received. Every write checks the version the user saw, is audited and is idempotent (the route).

export const CLIENT_NOT_IN_OFFICE = 'Cliente não encontrado neste escritório.'

const audit = (tx: Tx, who: Who, acao: string, id: string, antes: unknown, depois: unknown) =>
  recordAudit(tx, { office: who.office, user: who.user, acao, entidade: 'fatura', id, antes, depois })

async function answer(tx: Tx, who: Who, id: string, status = 200): Promise<Outcome> {
  const value = await q.findInvoice(tx, who.office, id)
  if (!value) throw notFound(INVOICE_NOT_FOUND)
  const { estado: _estado, ...row } = value
  return { status, body: { status, value: row } }
}

async function locked(tx: Tx, who: Who, id: string, version: number) {
  const invoice = await q.findInvoice(tx, who.office, id, true)
  if (!invoice) throw notFound(INVOICE_NOT_FOUND)
  const { estado: _estado, ...current } = invoice
  if (invoice.version !== version) throw new HttpError(409, STALE_INVOICE, { current })
  return invoice
}

export async function createInvoice(tx: Tx, who: Who, body: InvoiceCreate): Promise<Outcome> {
  let inserted: boolean
  try {
    inserted = await tx.transaction((sp) => q.insertInvoice(sp, who.office, who.user, body))
  } catch (error) {
    if (isForeignKeyViolation(error))
      throw new HttpError(400, CLIENT_NOT_IN_OFFICE, {
        issues: [{ campo: 'id_cliente', mensagem: CLIENT_NOT_IN_OFFICE }],
      })
    throw error
  }
  if (!inserted) throw new HttpError(409, INVOICE_EXISTS)
  const created = await answer(tx, who, body.id, 201)
  await audit(tx, who, 'criar', body.id, null, (created.body as { value: unknown }).value)
  return created
}

/**
 * Issues a pending invoice: its number and date are recorded and a receivable from the client (the invoice's amount,
 * due date and competence, in the account and category chosen) is created by the bills' own service, so it shows
 * 'A receber' in Contas a receber and its receipt is that bill's payment.
 */
export async function issueInvoice(tx: Tx, who: Who, id: string, body: InvoiceIssue): Promise<Outcome> {
  const before = await locked(tx, who, id, body.version)
  if (before.estado !== 'pendente') throw new HttpError(409, NOT_PENDING)
  if (await q.numberTaken(tx, who.office, body.numero))
    throw new HttpError(409, NUMBER_TAKEN, { issues: [{ campo: 'numero', mensagem: NUMBER_TAKEN }] })
  const created = await createBill(
    tx,
    who,
    'receber',
    billFieldsOf({
      descricao: `NFS-e ${body.numero} · ${before.descricao}`.slice(0, 200),
      pagador: before.cliente.slice(0, 120),
      data_vencimento: before.data_vencimento,
      data_competencia: `${before.competencia}-01`,
      valor: before.valor,
      id_categoria: body.id_categoria,
      id_conta_corrente: body.id_conta_corrente,
      observacoes: `Faturamento ${monthLabel(before.competencia)}, nota ${body.numero}`,
    }),
  )
  const titulo = (created.body as { value: { id: number } }).value.id
  await q.markIssued(tx, who.office, id, { numero: body.numero, data_emissao: body.data_emissao, titulo })
  if (before.id_cobranca !== null) await q.linkCharge(tx, who.office, before.id_cobranca, titulo)
  const after = await answer(tx, who, id)
  await audit(tx, who, 'emitir', id, { situacao: before.situacao }, (after.body as { value: unknown }).value)
  return after
}

/**
 * Cancels a pending invoice, or an issued one with its receivable ('Nota cancelada'); an invoice with anything
 * received refuses (409) and nothing changes.
 */
export async function cancelInvoice(tx: Tx, who: Who, id: string, version: number): Promise<Outcome> {
  const before = await locked(tx, who, id, version)
  if (before.estado === 'cancelada' || before.estado === 'nota_cancelada') throw new HttpError(409, ALREADY_CANCELLED)
  if (before.estado === 'pendente') {
    await q.markCancelled(tx, who.office, id, 'cancelada')
  } else {
    if (before.id_titulo !== null) {
      const bill = await q.receivableOf(tx, who.office, before.id_titulo)
      if (bill && BigInt(bill.pago) > 0n) throw new HttpError(409, RECEIVED_CANNOT_CANCEL)
      if (bill && !bill.cancelado) await cancelBill(tx, who, 'receber', before.id_titulo, bill.version)
    }
    await q.markCancelled(tx, who.office, id, 'nota_cancelada')
  }
  if (before.id_cobranca !== null) await q.linkCharge(tx, who.office, before.id_cobranca, null)
  const after = await answer(tx, who, id)
  await audit(
    tx,
    who,
    'cancelar',
    id,
    { situacao: before.situacao },
    { situacao: (after.body as { value: { situacao: string } }).value.situacao },
  )
  return after
}

/** The month's pending charges of the hiring rules become pending invoices (once each). */
export async function invoicesFromCharges(tx: Tx, who: Who, mes: string): Promise<Outcome> {
  const criadas = await q.insertFromCharges(tx, who.office, who.user, mes)
  if (criadas > 0) await audit(tx, who, 'importar-cobrancas', mes, null, { mes, criadas })
  return { status: 200, body: { status: 200, value: { criadas } } }
}
