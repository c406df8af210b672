import { todayInBrazil } from '../../../src/contracts/bill-status'
import {
  ALREADY_PAID,
  type CardFields,
  CHARGE_CANCELLED,
  CHARGE_NOT_FOUND,
  CLIENT_NOT_FOUND,
  INSTALMENT_PLAN_CANCELLED,
  INSTALMENT_PLAN_NOT_FOUND,
  INSTALMENT_PLAN_PAID,
  NOT_A_CARD_CHARGE,
  PLAN_NOT_FOUND,
  STALE,
  SUBSCRIPTION_CLOSED,
  SUBSCRIPTION_NOT_FOUND,
  type SubscriptionStatus,
} from '../../../src/contracts/billing'
import { HttpError, notFound } from '../../http/errors'
import type { Outcome, Tx } from '../../http/idempotency'
import { recordAudit } from '../audit/record'
import { addMonths, dueDate, instalmentAmounts, monthLabel } from './amounts'
import * as p from './payment-queries'
import type { PaymentProvider } from './provider'
import * as q from './queries'
import { ok, settle, type Who } from './settle'

// Recurring payments (plans, subscriptions) and instalments, charged on a card through the payment provider.
// The card is tokenized before anything is written and only the token is kept.

/** The card as a provider token, or 400 with the provider's reason (nothing is stored then). */
async function tokenize(provider: PaymentProvider, card: CardFields) {
  const answer = await provider.tokenize(card)
  if ('recusado' in answer)
    throw new HttpError(400, answer.recusado, { issues: [{ campo: 'numero_cartao', mensagem: answer.recusado }] })
  return answer.token
}

/**
 * Charges a card charge through the provider: approved, it is settled into a paid receivable; declined, it
 * stays 'recusada' with the reason and the attempt counted, for a later retry.
 */
async function attempt(tx: Tx, who: Who, provider: PaymentProvider, id: number) {
  const charge = await q.findCharge(tx, who.office, todayInBrazil(), id, true)
  if (!charge) throw notFound(CHARGE_NOT_FOUND)
  const token = await p.tokenOf(tx, who.office, charge.origem, charge.id_origem)
  if (charge.origem === 'regra' || token === null) throw new HttpError(409, NOT_A_CARD_CHARGE)
  const result = await provider.charge({
    token,
    valor: BigInt(charge.valor_centavos),
    referencia: `cobranca-${who.office}-${id}`,
    tentativa: charge.tentativas + 1,
  })
  if (result.ok) {
    await settle(tx, who, charge, `Cartão aprovado (${result.transacao})`)
    if (charge.origem === 'parcela') await p.closePaidPlan(tx, who.office, charge.id_origem)
  } else {
    await q.markDeclined(tx, who.office, id, result.motivo)
    const event = { id_cobranca: id, acao: 'recusada', status: 'recusada', user: who.user, detalhe: result.motivo }
    await q.recordEvent(tx, who.office, event)
  }
  return q.findCharge(tx, who.office, todayInBrazil(), id)
}

export async function createPlan(tx: Tx, who: Who, nome: string, valor: string): Promise<Outcome> {
  const id = await p.insertPlan(tx, who.office, nome, valor)
  const created = (await p.listPlans(tx, who.office)).find((plan) => plan.id === id)
  await recordAudit(tx, { ...who, acao: 'criar', entidade: 'plano_pagamento', id, depois: created })
  return ok(201, created)
}

/** A subscription's charge for `mes`, made once (null when it already existed). */
async function subscriptionCharge(
  tx: Tx,
  who: Who,
  s: { id: number; id_cliente: number; cliente: string; plano: string; valor_centavos: string },
  mes: string,
) {
  const id = await q.insertCharge(tx, who.office, {
    origem: 'assinatura',
    id_origem: s.id,
    numero: 0,
    id_cliente: s.id_cliente,
    descricao: `${s.plano} ${monthLabel(mes)}`,
    mes,
    vencimento: dueDate(mes),
    valor: BigInt(s.valor_centavos),
    base: null,
  })
  if (id !== null)
    await q.recordEvent(tx, who.office, { id_cobranca: id, acao: 'gerada', status: 'pendente', user: who.user })
  return id
}

/** Subscribes a client to a plan with a card: tokenized, the subscription stored, this month charged at once. */
export async function subscribe(
  tx: Tx,
  who: Who,
  provider: PaymentProvider,
  body: { id_cliente: number; id_plano: number; cartao: CardFields },
): Promise<Outcome> {
  if (!(await q.clientExists(tx, who.office, body.id_cliente))) throw notFound(CLIENT_NOT_FOUND)
  if (!(await p.findPlan(tx, who.office, body.id_plano))) throw notFound(PLAN_NOT_FOUND)
  const token = await tokenize(provider, body.cartao)
  const today = todayInBrazil()
  const id = await p.insertSubscription(tx, who.office, { ...body, token, inicio: today, user: who.user })
  const created = await p.findSubscription(tx, who.office, id)
  if (!created) throw notFound(SUBSCRIPTION_NOT_FOUND)
  await recordAudit(tx, { ...who, acao: 'criar', entidade: 'assinatura', id, depois: created })
  const chargeId = await subscriptionCharge(tx, who, created, today.slice(0, 7))
  const cobranca = chargeId === null ? null : await attempt(tx, who, provider, chargeId)
  return ok(201, { assinatura: created, cobranca })
}

export async function setSubscriptionStatus(
  tx: Tx,
  who: Who,
  id: number,
  version: number,
  status: SubscriptionStatus,
): Promise<Outcome> {
  const before = await p.findSubscription(tx, who.office, id, true)
  if (!before) throw notFound(SUBSCRIPTION_NOT_FOUND)
  if (before.version !== version) throw new HttpError(409, STALE, { current: before })
  if (before.status === 'cancelada') throw new HttpError(409, SUBSCRIPTION_CLOSED)
  await p.setSubscriptionStatus(tx, who.office, id, version, status)
  const after = await p.findSubscription(tx, who.office, id)
  await recordAudit(tx, { ...who, acao: status, entidade: 'assinatura', id, antes: before, depois: after })
  return ok(200, after)
}

/**
 * Charges a month: each active subscription's charge is made (once) and attempted, and the instalments due
 * that month not yet attempted are attempted. Running it again adds and charges nothing new.
 */
export async function chargeMonth(tx: Tx, who: Who, provider: PaymentProvider, mes: string): Promise<Outcome> {
  await tx.execute(q.monthLock(who.office, `cartao:${mes}`))
  const ids: number[] = []
  for (const s of await p.activeSubscriptions(tx, who.office)) {
    const id = await subscriptionCharge(tx, who, s, mes)
    if (id !== null) ids.push(id)
  }
  for (const due of await p.dueInstalments(tx, who.office, mes)) ids.push(due.id)
  for (const id of ids) await attempt(tx, who, provider, id)
  const cobrancas = await q.chargesByIds(tx, who.office, todayInBrazil(), ids)
  return ok(200, { criadas: ids.length, cobrancas })
}

/** 'Tentar novamente': a declined (or pending) card charge is sent to the provider again. */
export async function retry(tx: Tx, who: Who, provider: PaymentProvider, id: number, version: number) {
  const charge = await q.findCharge(tx, who.office, todayInBrazil(), id, true)
  if (!charge) throw notFound(CHARGE_NOT_FOUND)
  if (charge.version !== version) throw new HttpError(409, STALE, { current: charge })
  if (charge.status === 'paga') throw new HttpError(409, ALREADY_PAID)
  if (charge.status === 'cancelada') throw new HttpError(409, CHARGE_CANCELLED)
  return ok(200, await attempt(tx, who, provider, id))
}

/**
 * An instalment plan: the card tokenized, the total split into monthly charges that add up to it to the
 * centavo (due on the 10th from the first month), the first one charged at once when it falls due this month.
 */
export async function createInstalments(
  tx: Tx,
  who: Who,
  provider: PaymentProvider,
  f: {
    id_cliente: number
    descricao: string
    valor_total_centavos: string
    parcelas: number
    primeiro_vencimento: string
    cartao: CardFields
  },
): Promise<Outcome> {
  if (!(await q.clientExists(tx, who.office, f.id_cliente))) throw notFound(CLIENT_NOT_FOUND)
  const token = await tokenize(provider, f.cartao)
  const id = await p.insertInstalmentPlan(tx, who.office, {
    id_cliente: f.id_cliente,
    descricao: f.descricao,
    total: f.valor_total_centavos,
    parcelas: f.parcelas,
    token,
    user: who.user,
  })
  const amounts = instalmentAmounts(BigInt(f.valor_total_centavos), f.parcelas)
  const ids: number[] = []
  for (const [i, valor] of amounts.entries()) {
    const mes = addMonths(f.primeiro_vencimento, i)
    const chargeId = await q.insertCharge(tx, who.office, {
      origem: 'parcela',
      id_origem: id,
      numero: i + 1,
      id_cliente: f.id_cliente,
      descricao: `${f.descricao} · parcela ${i + 1}/${f.parcelas}`,
      mes,
      vencimento: dueDate(mes),
      valor,
      base: null,
    })
    if (chargeId === null) continue
    ids.push(chargeId)
    await q.recordEvent(tx, who.office, { id_cobranca: chargeId, acao: 'gerada', status: 'pendente', user: who.user })
  }
  if (f.primeiro_vencimento <= todayInBrazil().slice(0, 7)) await attempt(tx, who, provider, ids[0])
  const [plan] = (await p.listInstalmentPlans(tx, who.office)).filter((row) => row.id === id)
  await recordAudit(tx, { ...who, acao: 'criar', entidade: 'parcelamento', id, depois: plan })
  return ok(201, { parcelamento: plan, cobrancas: await q.chargesByIds(tx, who.office, todayInBrazil(), ids) })
}

/** Voids an open card charge at the provider, then marks it cancelled with its event. */
async function voidCharge(tx: Tx, who: Who, provider: PaymentProvider, id: number, origem: string, idOrigem: number) {
  const token = await p.tokenOf(tx, who.office, origem, idOrigem)
  if (token === null) throw new HttpError(409, NOT_A_CARD_CHARGE)
  await provider.cancel({ token, referencia: `cobranca-${who.office}-${id}` })
  await q.markCancelled(tx, who.office, id)
  await q.recordEvent(tx, who.office, { id_cobranca: id, acao: 'cancelada', status: 'cancelada', user: who.user })
}

/**
 * Cancels one card charge still open (pending or declined: a card charge reaches the BPO only once paid, so it has
 * no receivable yet); a paid one is kept (409), a cancelled one is 409. An instalment plan whose other charges
 * are all paid becomes 'quitado'.
 */
export async function cancelCharge(tx: Tx, who: Who, provider: PaymentProvider, id: number, version: number) {
  const charge = await q.findCharge(tx, who.office, todayInBrazil(), id, true)
  if (!charge) throw notFound(CHARGE_NOT_FOUND)
  if (charge.origem === 'regra') throw new HttpError(409, NOT_A_CARD_CHARGE)
  if (charge.version !== version) throw new HttpError(409, STALE, { current: charge })
  if (charge.status === 'cancelada') throw new HttpError(409, CHARGE_CANCELLED)
  if (charge.status === 'paga') throw new HttpError(409, ALREADY_PAID)
  await voidCharge(tx, who, provider, id, charge.origem, charge.id_origem)
  if (charge.origem === 'parcela') await p.closePaidPlan(tx, who.office, charge.id_origem)
  const after = await q.findCharge(tx, who.office, todayInBrazil(), id)
  await recordAudit(tx, { ...who, acao: 'cancelar', entidade: 'cobranca', id, antes: charge, depois: after })
  return ok(200, after)
}

/**
 * Cancels an instalment plan: every open instalment is voided at the provider and cancelled, the paid ones (and
 * their receivables in the BPO) are kept; no further instalment is charged. 409 when already cancelled or paid off.
 */
export async function cancelInstalmentPlan(tx: Tx, who: Who, provider: PaymentProvider, id: number) {
  const status = await p.findInstalmentPlanStatus(tx, who.office, id)
  if (status === null) throw notFound(INSTALMENT_PLAN_NOT_FOUND)
  if (status === 'cancelado') throw new HttpError(409, INSTALMENT_PLAN_CANCELLED)
  if (status === 'quitado') throw new HttpError(409, INSTALMENT_PLAN_PAID)
  const [before] = (await p.listInstalmentPlans(tx, who.office)).filter((row) => row.id === id)
  const open = await p.openInstalments(tx, who.office, id)
  for (const charge of open) await voidCharge(tx, who, provider, charge.id, 'parcela', id)
  await p.setInstalmentPlanCancelled(tx, who.office, id)
  const [after] = (await p.listInstalmentPlans(tx, who.office)).filter((row) => row.id === id)
  await recordAudit(tx, { ...who, acao: 'cancelar', entidade: 'parcelamento', id, antes: before, depois: after })
  const cobrancas = await q.listCharges(tx, who.office, todayInBrazil(), {
    origens: ['parcela'],
    id_cliente: after.id_cliente,
  })
  return ok(200, { parcelamento: after, cobrancas: cobrancas.filter((c) => c.id_origem === id) })
}

/**
 * 'Trocar cartão': the new card is tokenized by the provider (refused: 400, nothing changes) and only its token
 * replaces the old one; the next charges and retries use it. A cancelled subscription refuses (409).
 */
export async function changeCard(
  tx: Tx,
  who: Who,
  provider: PaymentProvider,
  id: number,
  version: number,
  card: CardFields,
) {
  const before = await p.findSubscription(tx, who.office, id, true)
  if (!before) throw notFound(SUBSCRIPTION_NOT_FOUND)
  if (before.version !== version) throw new HttpError(409, STALE, { current: before })
  if (before.status === 'cancelada') throw new HttpError(409, SUBSCRIPTION_CLOSED)
  const token = await tokenize(provider, card)
  if (!(await p.setSubscriptionToken(tx, who.office, id, version, token)))
    throw new HttpError(409, STALE, { current: before })
  const after = await p.findSubscription(tx, who.office, id)
  // The audit names the change only: neither the card nor the token goes into it.
  await recordAudit(tx, { ...who, acao: 'trocar-cartao', entidade: 'assinatura', id, antes: before, depois: after })
  return ok(200, after)
}
