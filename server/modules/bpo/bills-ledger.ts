import { sql } from 'drizzle-orm'
import type { BillRow } from '../../../src/contracts/bpo-bills'
import { HttpError } from '../../http/errors'
import type { Tx } from '../../http/idempotency'
import { paysCommission } from '../commissions/payables-queries'
import { apportion } from '../financial/apportion'
import { ensureChart } from '../financial/chart'

// A bill's payment posted into the financial engine's ledger (lancamentos, origin 'bpo', no imported version):
// one entry per apportionment part, at the bill's competence date (DRE) and the payment's date and account
// (DFC cash), signed like the ledger (payables negative, receivables positive), plus interest, fine and discount. Undoing the payment removes
// exactly those entries. The ledger's triggers keep the DRE's monthly roll-up in step in the same transaction.

type Payment = {
  id: number
  data_pagamento: string
  id_conta_corrente: number
  valor: bigint
  juros: bigint
  multa: bigint
  desconto: bigint
}

/** The default chart's financial-result categories: interest and fines, and discounts, land on them. */
export const FINANCIAL_EXPENSE = 'Despesas financeiras'
export const FINANCIAL_INCOME = 'Receitas financeiras'
export const missingCategory = (nome: string) =>
  `A categoria “${nome}” não existe neste escritório: crie-a (ou devolva o nome) em Cadastros → Categorias.`

/** The parts a payment is split over: the apportionment, or the bill's own category and branch. */
const partsOf = (bill: BillRow) =>
  bill.rateio.length > 0
    ? bill.rateio.map((p) => ({ id_categoria: p.id_categoria, id_filial: p.id_filial, valor: BigInt(p.valor) }))
    : [{ id_categoria: bill.id_categoria, id_filial: bill.id_filial, valor: BigInt(bill.valor) }]

/** Splits a (possibly partial) payment over the parts in proportion, to the centavo (largest remainder). */
export function splitPayment(bill: BillRow, amount: bigint) {
  const parts = partsOf(bill)
  const shares = apportion(
    amount,
    parts.map((p, i) => ({ id: i, peso: Number(p.valor) })),
  )
  return parts.map((p, i) => ({ ...p, valor: shares.get(i) ?? 0n })).filter((p) => p.valor !== 0n)
}

/** `caixa` false: an entry of the DRE only (no payment date nor account), left out of the DFC. */
type Entry = { competencia: string; id_categoria: number; id_filial: number | null; valor: bigint; caixa?: boolean }

/**
 * The entries of a payment, signed like the ledger: the settled amount over the parts at the bill's competence;
 * interest and fine as a financial expense of whoever pays them (income of whoever receives them) and a discount
 * the other way round, both at the payment's date. They add up to the cash that moved.
 */
async function entriesOf(tx: Tx, office: number, bill: BillRow, payment: Payment): Promise<Entry[]> {
  const sign = bill.tipo === 'pagar' ? -1n : 1n
  const entries: Entry[] = splitPayment(bill, payment.valor).map((p) => ({
    ...p,
    competencia: bill.data_competencia,
    valor: p.valor * sign,
  }))
  const charges = payment.juros + payment.multa
  if (charges === 0n && payment.desconto === 0n) return entries
  const chart = await ensureChart(tx, office)
  const category = (nome: string) => {
    const id = chart.get(nome)
    if (id === undefined) throw new HttpError(400, missingCategory(nome))
    return id
  }
  const extra = (nome: string, valor: bigint) =>
    entries.push({
      competencia: payment.data_pagamento,
      id_categoria: category(nome),
      id_filial: bill.id_filial,
      valor,
    })
  if (charges > 0n) extra(bill.tipo === 'pagar' ? FINANCIAL_EXPENSE : FINANCIAL_INCOME, charges * sign)
  if (payment.desconto > 0n)
    extra(bill.tipo === 'pagar' ? FINANCIAL_INCOME : FINANCIAL_EXPENSE, -payment.desconto * sign)
  return entries
}

/**
 * A payable that pays an approved commission month: the month's repasse is already in the DRE (accrued at
 * approval), so the settled amount is released from it again by entries of the DRE only, and only the cash moves.
 */
const releaseAccrual = (bill: BillRow, amount: bigint): Entry[] =>
  splitPayment(bill, amount).map((p) => ({ ...p, competencia: bill.data_competencia, caixa: false }))

export async function postPayment(tx: Tx, office: number, bill: BillRow, payment: Payment, document: string | null) {
  const payee = bill.tipo === 'pagar' ? bill.fornecedor : bill.pagador
  const entries = await entriesOf(tx, office, bill, payment)
  if (await paysCommission(tx, office, bill.id)) entries.push(...releaseAccrual(bill, payment.valor))
  const rows = entries.map((e) => {
    const cash = e.caixa !== false
    return sql`(${office}, null, 'atual', ${e.competencia}::date, ${cash ? payment.data_pagamento : null}::date,
      ${e.valor.toString()}::bigint, ${e.id_categoria}, ${e.id_filial}, ${cash ? payment.id_conta_corrente : null},
      ${payee}, ${document}, ${bill.descricao}, 'bpo', ${payment.id})`
  })
  await tx.execute(sql`insert into lancamentos (id_escritorio, id_versao, situacao, data_competencia, data_pagamento,
    valor_centavos, id_categoria, id_filial, id_conta_corrente, fornecedor, cpf_cnpj_fornecedor, descricao, origem,
    id_pagamento_titulo) values ${sql.join(rows, sql`, `)}`)
}

export async function removePosting(tx: Tx, office: number, paymentId: number) {
  await tx.execute(sql`delete from lancamentos
    where id_escritorio = ${office} and origem = 'bpo' and id_pagamento_titulo = ${paymentId}`)
}
