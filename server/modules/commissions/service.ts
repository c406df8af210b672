import {
  MONTH_APPROVED,
  MONTH_NOT_APPROVED,
  MONTH_NOT_COMPUTED,
  OVERLAP,
  type RuleFields,
  STALE_MONTH,
  STALE_RULE,
} from '../../../src/contracts/commissions'
import type { Db } from '../../db/connection'
import { HttpError, notFound } from '../../http/errors'
import type { Outcome, Tx } from '../../http/idempotency'
import { recordAudit } from '../audit/record'
import type { Notice } from '../bpo/approval-notices'
import { computeMonth } from './compute'
import { postToLedger, removeFromLedger, repasseCategory } from './ledger'
import * as m from './month-queries'
import { cancelPayables, generatePayables } from './payables'
import { monthPayables } from './payables-queries'
import * as q from './queries'

type Who = { office: number; user: number; notices?: Notice[] }
/** Whose lines a reader sees: everyone's (null) or one advisor's own. */
export type Reader = { office: number; advisor: number | null }

const RULE_NOT_FOUND = 'Regra não encontrada'

async function checkRule(tx: Tx, office: number, fields: RuleFields, exceptId: number | null) {
  const missing = await q.missingReference(tx, office, fields)
  if (missing) throw notFound(missing)
  const clash = await q.overlappingRule(tx, office, fields, exceptId)
  if (clash) throw new HttpError(409, `${OVERLAP} (${clash}).`)
}

export async function createRule(tx: Tx, who: Who, fields: RuleFields): Promise<Outcome> {
  await checkRule(tx, who.office, fields, null)
  const id = await q.insertRule(tx, who.office, fields)
  const created = await q.findRule(tx, who.office, id)
  await recordAudit(tx, { ...who, acao: 'criar', entidade: 'regra_comissao', id, depois: created })
  return { status: 201, body: { status: 201, value: created } }
}

export async function editRule(tx: Tx, who: Who, id: number, version: number, fields: RuleFields): Promise<Outcome> {
  const before = await q.findRule(tx, who.office, id)
  if (!before) throw notFound(RULE_NOT_FOUND)
  if (before.version !== version) throw new HttpError(409, STALE_RULE, { current: before })
  await checkRule(tx, who.office, fields, id)
  if (!(await q.updateRule(tx, who.office, id, version, fields)))
    throw new HttpError(409, STALE_RULE, { current: before })
  const after = await q.findRule(tx, who.office, id)
  await recordAudit(tx, { ...who, acao: 'editar', entidade: 'regra_comissao', id, antes: before, depois: after })
  return { status: 200, body: { status: 200, value: after } }
}

export async function removeRule(tx: Tx, who: Who, id: number, version: number): Promise<Outcome> {
  const before = await q.findRule(tx, who.office, id)
  if (!before) throw notFound(RULE_NOT_FOUND)
  if (!(await q.deleteRule(tx, who.office, id, version))) throw new HttpError(409, STALE_RULE, { current: before })
  await recordAudit(tx, { ...who, acao: 'remover', entidade: 'regra_comissao', id, antes: before })
  return { status: 200, body: { status: 200, value: true } }
}

/** The month's status and totals per advisor (an advisor reader: only their own line and total). */
export async function monthSummary(db: Db | Tx, reader: Reader, mes: string) {
  const row = await m.findMonth(db, reader.office, mes)
  const profissionais = row ? await m.advisorTotals(db, reader.office, mes, reader.advisor) : []
  const contas = row ? await monthPayables(db, reader.office, mes, reader.advisor) : []
  const total =
    reader.advisor === null ? (row?.total ?? '0') : String(profissionais.reduce((s, p) => s + BigInt(p.total), 0n))
  return {
    mes,
    status: row?.status ?? ('nao_calculada' as const),
    total,
    version: row?.version ?? null,
    calculado_em: row?.calculado_em ?? null,
    aprovado_em: row?.aprovado_em ?? null,
    profissionais,
    contas: contas.map(({ version: _, ...c }) => c),
  }
}

/** The columns of the commission detail dialog (§3). */
export const detailColumns = [
  { key: 'fornecedor', label: 'Fornecedor', type: 'text' },
  { key: 'cpf_cnpj_fornecedor', label: 'CPF/CNPJ', type: 'cpf_cnpj' },
  { key: 'data_pagamento', label: 'Pagamento', type: 'date' },
  { key: 'data_competencia', label: 'Competência', type: 'date' },
  { key: 'valor', label: 'Valor', type: 'money' },
  { key: 'categoria', label: 'Categoria', type: 'text' },
  { key: 'conta_corrente', label: 'Conta corrente', type: 'text' },
  { key: 'observacoes', label: 'Observações', type: 'text' },
] as const

export async function monthLines(db: Db, reader: Reader, mes: string, advisor: number | undefined) {
  if (reader.advisor !== null && advisor !== undefined && advisor !== reader.advisor) {
    throw new HttpError(403, 'Você só tem acesso às suas próprias comissões.')
  }
  const category = (await repasseCategory(db, reader.office))?.nome ?? 'Repasse'
  const rows = await m.detailLines(db, reader.office, mes, reader.advisor ?? advisor ?? null, category)
  return {
    rows,
    total: String(rows.reduce((s, r) => s + BigInt(r.valor), 0n)),
  }
}

/** Computes (or recomputes) an open month from the ledger; an approved month is locked until reopened. */
export async function compute(tx: Tx, who: Who, mes: string): Promise<Outcome> {
  const before = await m.findMonth(tx, who.office, mes, true)
  if (before?.status === 'aprovada') throw new HttpError(409, MONTH_APPROVED)
  const lines = computeMonth(await q.computationRules(tx, who.office), mes, await q.monthRevenue(tx, who.office, mes))
  await m.saveComputation(tx, who.office, mes, lines)
  const after = await m.findMonth(tx, who.office, mes)
  await recordAudit(tx, { ...who, acao: 'calcular', entidade: 'comissao_mes', id: mes, antes: before, depois: after })
  return { status: 200, body: { status: 200, value: after } }
}

async function lockedMonth(tx: Tx, office: number, mes: string, version: number) {
  const row = await m.findMonth(tx, office, mes, true)
  if (!row) throw new HttpError(409, MONTH_NOT_COMPUTED)
  if (row.version !== version) throw new HttpError(409, STALE_MONTH, { current: row })
  return row
}

/** Approves an open month: locked, and its commissions posted into the ledger as repasse, in one transaction. */
export async function approve(tx: Tx, who: Who, mes: string, version: number): Promise<Outcome> {
  const before = await lockedMonth(tx, who.office, mes, version)
  if (before.status === 'aprovada') throw new HttpError(409, 'Esta competência já está aprovada')
  const lines = await m.detailLines(tx, who.office, mes, null, '')
  const idVersao = await postToLedger(tx, who.office, who.user, mes, lines)
  await m.setApproved(tx, who.office, mes, who.user, idVersao)
  const after = await m.findMonth(tx, who.office, mes)
  await recordAudit(tx, { ...who, acao: 'aprovar', entidade: 'comissao_mes', id: mes, antes: before, depois: after })
  return { status: 200, body: { status: 200, value: after } }
}

/** Reopens an approved month: its repasse entries leave the ledger and it can be recomputed again. */
export async function reopen(tx: Tx, who: Who, mes: string, version: number): Promise<Outcome> {
  const before = await lockedMonth(tx, who.office, mes, version)
  if (before.status !== 'aprovada' || before.id_versao === null) throw new HttpError(409, MONTH_NOT_APPROVED)
  await cancelPayables(tx, who, mes)
  await removeFromLedger(tx, who.office, before.id_versao)
  await m.setReopened(tx, who.office, mes)
  const after = await m.findMonth(tx, who.office, mes)
  await recordAudit(tx, { ...who, acao: 'reabrir', entidade: 'comissao_mes', id: mes, antes: before, depois: after })
  return { status: 200, body: { status: 200, value: after } }
}

/** 'Gerar contas a pagar': the approved month's payables in the BPO, one per advisor (see payables.ts). */
export async function payMonth(tx: Tx, who: Who, mes: string): Promise<Outcome> {
  const created = await generatePayables(tx, who, mes)
  const status = created > 0 ? 201 : 200
  return { status, body: { status, value: await monthSummary(tx, { office: who.office, advisor: null }, mes) } }
}
