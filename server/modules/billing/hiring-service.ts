import { todayInBrazil } from '../../../src/contracts/bill-status'
import {
  ALREADY_PAID,
  type BillingRuleFields,
  CARD_CHARGE,
  CHARGE_CANCELLED,
  CHARGE_INVOICED,
  CHARGE_NOT_FOUND,
  CLIENT_NOT_FOUND,
  type ReceiveBody,
  RULE_NOT_FOUND,
  RULE_OVERLAP,
  STALE,
} from '../../../src/contracts/billing'
import { HttpError, notFound } from '../../http/errors'
import type { Outcome, Tx } from '../../http/idempotency'
import { recordAudit } from '../audit/record'
import { chargeInvoiced } from '../bpo/invoicing-queries'
import { dueDate, monthLabel, monthlyAmount } from './amounts'
import * as q from './queries'
import { ok, settle, type Who } from './settle'

// Hiring rules (/contratacoes/regras) and the charges they generate per month, paid by hand ('Receber').

async function checkRule(tx: Tx, office: number, f: BillingRuleFields, exceptId: number | null) {
  if (!(await q.clientExists(tx, office, f.id_cliente))) throw notFound(CLIENT_NOT_FOUND)
  if (await q.overlapping(tx, office, f, exceptId)) throw new HttpError(409, RULE_OVERLAP)
}

export async function createRule(tx: Tx, who: Who, f: BillingRuleFields): Promise<Outcome> {
  await checkRule(tx, who.office, f, null)
  const id = await q.insertRule(tx, who.office, f)
  const created = await q.findRule(tx, who.office, id)
  await recordAudit(tx, { ...who, acao: 'criar', entidade: 'regra_cobranca', id, depois: created })
  return ok(201, created)
}

export async function editRule(tx: Tx, who: Who, id: number, version: number, f: BillingRuleFields) {
  const before = await q.findRule(tx, who.office, id, true)
  if (!before) throw notFound(RULE_NOT_FOUND)
  if (before.version !== version) throw new HttpError(409, STALE, { current: before })
  await checkRule(tx, who.office, f, id)
  await q.updateRule(tx, who.office, id, version, f)
  const after = await q.findRule(tx, who.office, id)
  await recordAudit(tx, { ...who, acao: 'editar', entidade: 'regra_cobranca', id, antes: before, depois: after })
  return ok(200, after)
}

export const RULE_HAS_CHARGES = 'Esta regra já gerou cobranças: encerre a vigência em vez de removê-la'

export async function removeRule(tx: Tx, who: Who, id: number, version: number): Promise<Outcome> {
  const before = await q.findRule(tx, who.office, id, true)
  if (!before) throw notFound(RULE_NOT_FOUND)
  if (before.version !== version) throw new HttpError(409, STALE, { current: before })
  if (!(await q.deleteRule(tx, who.office, id, version))) throw new HttpError(409, RULE_HAS_CHARGES)
  await recordAudit(tx, { ...who, acao: 'remover', entidade: 'regra_cobranca', id, antes: before })
  return ok(200, true)
}

/**
 * Generates the month's charge of every rule valid in it, from the client's assets now (the /clientes figure).
 * A rule that already has its charge for the month is left alone, so generating twice adds nothing.
 */
export async function generateMonth(tx: Tx, who: Who, mes: string): Promise<Outcome> {
  await tx.execute(q.monthLock(who.office, mes))
  const wealth = new Map((await q.clientOptions(tx, who.office)).map((c) => [c.id, BigInt(c.patrimonio_centavos)]))
  let criadas = 0
  for (const rule of await q.rulesOfMonth(tx, who.office, mes)) {
    const amount = monthlyAmount(
      {
        tipo: rule.tipo,
        valor: rule.valor_centavos === null ? null : BigInt(rule.valor_centavos),
        percentual: rule.percentual,
        minimo: BigInt(rule.minimo_centavos),
      },
      wealth.get(rule.id_cliente) ?? 0n,
    )
    const id = await q.insertCharge(tx, who.office, {
      origem: 'regra',
      id_origem: rule.id,
      numero: 0,
      id_cliente: rule.id_cliente,
      descricao: `Honorários ${monthLabel(mes)}`,
      mes,
      vencimento: dueDate(mes),
      valor: amount.valor,
      base: amount.base,
    })
    if (id === null) continue
    criadas++
    await q.recordEvent(tx, who.office, { id_cobranca: id, acao: 'gerada', status: 'pendente', user: who.user })
  }
  const cobrancas = await q.listCharges(tx, who.office, todayInBrazil(), { mes, origens: ['regra'] })
  return ok(200, { criadas, cobrancas })
}

/** 'Receber': a rule's charge paid outside the card (boleto, PIX, transfer) becomes a paid receivable. */
export async function receive(
  tx: Tx,
  who: Who,
  id: number,
  { version, id_conta_corrente, id_categoria }: ReceiveBody,
): Promise<Outcome> {
  const charge = await q.findCharge(tx, who.office, todayInBrazil(), id, true)
  if (!charge) throw notFound(CHARGE_NOT_FOUND)
  if (charge.version !== version) throw new HttpError(409, STALE, { current: charge })
  if (charge.origem !== 'regra') throw new HttpError(409, CARD_CHARGE)
  if (charge.status === 'paga') throw new HttpError(409, ALREADY_PAID)
  if (charge.status === 'cancelada') throw new HttpError(409, CHARGE_CANCELLED)
  if (await chargeInvoiced(tx, who.office, id)) throw new HttpError(409, CHARGE_INVOICED)
  await settle(tx, who, charge, 'Recebimento registrado manualmente', {
    conta: id_conta_corrente,
    categoria: id_categoria,
  })
  return ok(200, await q.findCharge(tx, who.office, todayInBrazil(), id))
}
