import { sql } from 'drizzle-orm'
import type { BillKind } from '../../../src/contracts/bill-status'
import { type BillTag, workflowStep } from '../../../src/contracts/bill-tags'
import {
  AMOUNT_MISMATCH,
  LINE_ALREADY_RECONCILED,
  LINE_NOT_FOUND,
  LINE_NOT_RECONCILED,
  TARGET_NOT_FOUND,
} from '../../../src/contracts/bpo-statement-paths'
import type { CreateFromLineBody, ReconcileBody } from '../../../src/contracts/bpo-statements'
import type { Db } from '../../db/connection'
import { HttpError, notFound } from '../../http/errors'
import type { Outcome, Tx } from '../../http/idempotency'
import { recordAudit } from '../audit/record'
import { findBill } from '../bpo/bills-queries'
import { payBill, undoPayment, type SignedWho as Who } from '../bpo/bills-service'
import { moveStep } from '../bpo/workflow-queries'
import { ensureChart } from '../financial/chart'
import { candidates, suggest } from './match-queries'
import * as q from './queries'

// The rules of reconciliation (docs/bpo-statements.md). A line is reconciled with one thing of its own office and
// account: an open bill (paid through the bills service at the line's date and account, so its ledger posting feeds
// the DFC, and tagged 'pagamento-conciliado'), a ledger entry already there (a bill paid before, an import: nothing is
// posted twice), a new entry created from the line, or a transfer (a 'Transferência entre contas' entry per line,
// which the DFC nets out). Undo puts everything back.

export const TRANSFER_CATEGORY = 'Transferência entre contas'
export const RECONCILED_TAG: BillTag = 'pagamento-conciliado'
const RECONCILED_REASON = 'Conciliado com o extrato bancário'
const UNDO_REASON = 'Conciliação com o extrato desfeita'

const audit = (tx: Tx, who: Who, acao: string, id: number, antes: unknown, depois: unknown) =>
  recordAudit(tx, { office: who.office, user: who.user, acao, entidade: 'extrato_linha', id, antes, depois })

async function openLine(tx: Tx, who: Who, id: number) {
  const line = await q.findLine(tx, who.office, id, true)
  if (!line) throw notFound(LINE_NOT_FOUND)
  if (line.conciliacao !== null) throw new HttpError(409, LINE_ALREADY_RECONCILED)
  return line
}

const kindOf = (valor: bigint): BillKind => (valor < 0n ? 'pagar' : 'receber')

/** Sets the bill's ERP step with its history (null: back to no step), as the workflow service records moves. */
async function setStep(tx: Tx, who: Who, id: number, de: BillTag | null, para: BillTag | null, motivo: string) {
  if (para !== null) return moveStep(tx, who.office, id, { de, para, motivo, user: who.user })
  await tx.execute(sql`update titulos set etiquetas = '{}'::text[], version = version + 1
    where id_escritorio = ${who.office} and id = ${id}`)
  await tx.execute(sql`insert into titulos_etapas (id_escritorio, id_titulo, de, para, motivo, id_usuario)
    values (${who.office}, ${id}, ${de}, null, ${motivo}, ${who.user})`)
}

async function withBill(tx: Tx, who: Who, line: q.LineRecord, billId: number) {
  const valor = BigInt(line.valor)
  const kind = kindOf(valor)
  const bill = await findBill(tx, who.office, kind, billId, line.data, true)
  if (!bill || bill.cancelado || (bill.id_conta_corrente !== null && bill.id_conta_corrente !== line.id_conta_corrente))
    throw new HttpError(400, TARGET_NOT_FOUND)
  const amount = valor < 0n ? -valor : valor
  if (BigInt(bill.valor) - BigInt(bill.pago) !== amount) throw new HttpError(400, AMOUNT_MISMATCH)
  await payBill(tx, who, kind, billId, {
    version: bill.version,
    data_pagamento: line.data,
    id_conta_corrente: line.id_conta_corrente,
    valor: amount.toString(),
    juros: '0',
    multa: '0',
    desconto: '0',
  })
  const payment = await tx.execute<{ id: number }>(sql`select max(id) as id from titulos_pagamentos
    where id_escritorio = ${who.office} and id_titulo = ${billId}`)
  const from = workflowStep(bill.etiquetas)
  if (from !== RECONCILED_TAG) await setStep(tx, who, billId, from, RECONCILED_TAG, RECONCILED_REASON)
  await q.markLine(tx, who.office, line.id, {
    conciliacao: 'titulo',
    id_titulo: billId,
    id_pagamento: payment.rows[0].id,
    etapa_anterior: from,
    user: who.user,
  })
}

async function withEntry(tx: Tx, who: Who, line: q.LineRecord, entryId: number) {
  const res = await tx.execute<{ valor: string; linked: boolean }>(sql`select e.valor_centavos::text as valor,
      exists (select 1 from extratos_linhas x where x.id_escritorio = e.id_escritorio and x.id_lancamento = e.id) as linked
    from lancamentos e where e.id_escritorio = ${who.office} and e.id = ${entryId} and e.situacao = 'atual'
      and e.id_conta_corrente = ${line.id_conta_corrente} for update`)
  const entry = res.rows[0]
  if (!entry) throw new HttpError(400, TARGET_NOT_FOUND)
  if (entry.linked) throw new HttpError(409, LINE_ALREADY_RECONCILED)
  if (entry.valor !== line.valor) throw new HttpError(400, AMOUNT_MISMATCH)
  await q.markLine(tx, who.office, line.id, { conciliacao: 'lancamento', id_lancamento: entryId, user: who.user })
}

async function transferEntry(tx: Tx, who: Who, line: q.LineRecord) {
  const category = (await ensureChart(tx, who.office)).get(TRANSFER_CATEGORY)
  if (category === undefined)
    throw new HttpError(400, `A categoria “${TRANSFER_CATEGORY}” não existe neste escritório.`)
  return q.insertCashEntry(tx, who.office, {
    data: line.data,
    valor: BigInt(line.valor),
    id_categoria: category,
    id_conta_corrente: line.id_conta_corrente,
    fornecedor: null,
    documento: null,
    descricao: line.descricao,
  })
}

/** A transfer: with the opposite line of another own account (both reconciled), or alone (id 0: an investment move). */
async function asTransfer(tx: Tx, who: Who, line: q.LineRecord, otherId: number) {
  let other: q.LineRecord | null = null
  if (otherId !== 0) {
    other = await q.findLine(tx, who.office, otherId, true)
    if (!other || other.id_conta_corrente === line.id_conta_corrente || other.valor !== String(-BigInt(line.valor)))
      throw new HttpError(400, TARGET_NOT_FOUND)
    if (other.conciliacao !== null) throw new HttpError(409, LINE_ALREADY_RECONCILED)
  }
  for (const [self, pair] of [
    [line, other],
    [other, line],
  ] as const) {
    if (!self) continue
    const entry = await transferEntry(tx, who, self)
    await q.markLine(tx, who.office, self.id, {
      conciliacao: 'transferencia',
      id_lancamento: entry,
      id_linha_par: pair?.id ?? null,
      user: who.user,
    })
  }
}

async function reconcileOne(tx: Tx, who: Who, lineId: number, body: ReconcileBody) {
  const line = await openLine(tx, who, lineId)
  if (body.tipo === 'titulo') await withBill(tx, who, line, body.id)
  else if (body.tipo === 'lancamento') await withEntry(tx, who, line, body.id)
  else await asTransfer(tx, who, line, body.id)
  await audit(tx, who, 'conciliar', line.id, null, body)
}

const done = (conciliadas: number): Outcome => ({
  status: 200,
  body: { status: 200, value: { conciliadas, falhas: [] } },
})

export async function reconcile(tx: Tx, who: Who, lineId: number, body: ReconcileBody): Promise<Outcome> {
  await reconcileOne(tx, who, lineId, body)
  return done(1)
}

/**
 * Accepts many suggestions in one transaction, each in a savepoint: one that can no longer be made (the bill was paid
 * meanwhile, it waits for approval) is skipped with its reason; the other half of a transfer already made counts.
 */
export async function acceptMany(tx: Tx, who: Who, items: (ReconcileBody & { linha: number })[]): Promise<Outcome> {
  let conciliadas = 0
  const falhas: { linha: number; motivo: string }[] = []
  for (const item of items) {
    try {
      await tx.transaction((sp) => reconcileOne(sp, who, item.linha, item))
      conciliadas++
    } catch (e) {
      const line = await q.findLine(tx, who.office, item.linha)
      if (line?.conciliacao === 'transferencia' && item.tipo === 'transferencia') continue
      if (!(e instanceof HttpError)) throw e
      falhas.push({ linha: item.linha, motivo: e.message })
    }
  }
  return { status: 200, body: { status: 200, value: { conciliadas, falhas } } }
}

/** A new ledger entry for a line nothing matches, with the category (and cost centre, counterpart) chosen. */
export async function createFromLine(tx: Tx, who: Who, lineId: number, body: CreateFromLineBody): Promise<Outcome> {
  const line = await openLine(tx, who, lineId)
  const refs = await tx.execute<{
    categoria: boolean
    fornecedor: string | null
    documento: string | null
    departamento: boolean
  }>(sql`
    select exists (select 1 from categorias where id_escritorio = ${who.office} and id = ${body.id_categoria}) as categoria,
      (select nome from fornecedores where id_escritorio = ${who.office} and id = ${body.id_fornecedor}) as fornecedor,
      (select regexp_replace(cpf_cnpj, '[^0-9A-Za-z]', '', 'g') from fornecedores
        where id_escritorio = ${who.office} and id = ${body.id_fornecedor}) as documento,
      ${body.id_departamento}::int is null
        or exists (select 1 from departamentos where id_escritorio = ${who.office} and id = ${body.id_departamento}) as departamento`)
  const r = refs.rows[0]
  if (!r.categoria || !r.departamento || (body.id_fornecedor !== null && r.fornecedor === null))
    throw new HttpError(400, 'Categoria, departamento ou fornecedor não encontrado neste escritório.')
  const entry = await q.insertCashEntry(tx, who.office, {
    data: line.data,
    valor: BigInt(line.valor),
    id_categoria: body.id_categoria,
    id_conta_corrente: line.id_conta_corrente,
    fornecedor: r.fornecedor,
    documento: r.documento ?? line.documento,
    descricao: body.descricao,
  })
  await q.markLine(tx, who.office, line.id, { conciliacao: 'criado', id_lancamento: entry, user: who.user })
  await audit(tx, who, 'criar-do-extrato', line.id, null, { ...body, lancamento: entry })
  return done(1)
}

/** Undoes a reconciliation: the payment, the entry created or the transfer (both lines) go; the bill's step comes back. */
export async function undo(tx: Tx, who: Who, lineId: number): Promise<Outcome> {
  const line = await q.findLine(tx, who.office, lineId, true)
  if (!line) throw notFound(LINE_NOT_FOUND)
  if (line.conciliacao === null) throw new HttpError(409, LINE_NOT_RECONCILED)
  if (line.conciliacao === 'titulo' && line.id_titulo !== null && line.id_pagamento !== null) {
    const kind = kindOf(BigInt(line.valor))
    const bill = await findBill(tx, who.office, kind, line.id_titulo, line.data, true)
    if (bill) {
      await undoPayment(tx, who, kind, bill.id, line.id_pagamento, bill.version)
      const back = line.etapa_anterior as BillTag | null
      if (back !== RECONCILED_TAG) await setStep(tx, who, bill.id, workflowStep(bill.etiquetas), back, UNDO_REASON)
    }
  }
  const lines = [line]
  if (line.conciliacao === 'transferencia' && line.id_linha_par !== null) {
    const pair = await q.findLine(tx, who.office, line.id_linha_par, true)
    if (pair) lines.push(pair)
  }
  for (const l of lines) {
    if ((l.conciliacao === 'criado' || l.conciliacao === 'transferencia') && l.id_lancamento !== null)
      await q.deleteCashEntry(tx, who.office, l.id_lancamento)
    await q.markLine(tx, who.office, l.id, { conciliacao: null, user: null })
  }
  await audit(tx, who, 'desfazer-conciliacao', line.id, { conciliacao: line.conciliacao }, null)
  return done(0)
}

/** The account's lines of a period with the candidates and the suggestion of each open one. */
export async function lineList(db: Db, office: number, account: number, from: string, to: string) {
  const [rows, found, saldo_informado] = await Promise.all([
    q.listLines(db, office, account, from, to),
    candidates(db, office, { conta: account, from, to }),
    q.lastBalance(db, office, account, from, to),
  ])
  const suggestions = suggest(found)
  const linhas = rows.map(
    ({ id_conta_corrente: _c, id_pagamento: _p, etapa_anterior: _e, id_linha_par: _l, ...r }) => ({
      ...r,
      ...(suggestions.get(r.id) ?? { candidatos: [], sugestao: null }),
    }),
  )
  const conciliadas = linhas.filter((l) => l.conciliacao !== null).length
  return { linhas, conciliadas, pendentes: linhas.length - conciliadas, saldo_informado }
}
