import { sql } from 'drizzle-orm'
import type { BillRow } from '../../../src/contracts/bpo-bills'
import type { Tx } from '../../http/idempotency'
import { apportion } from '../financial/apportion'

// A bill's payment posted into the financial engine's ledger (lancamentos, origin 'bpo', no imported version):
// one entry per apportionment part, at the bill's competence date (DRE) and the payment's date and account
// (DFC cash), signed like the ledger (payables negative, receivables positive). Undoing the payment removes
// exactly those entries. The ledger's triggers keep the DRE's monthly roll-up in step in the same transaction.

type Payment = { id: number; data_pagamento: string; id_conta_corrente: number; valor: bigint }

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

export async function postPayment(tx: Tx, office: number, bill: BillRow, payment: Payment, document: string | null) {
  const sign = bill.tipo === 'pagar' ? -1n : 1n
  const payee = bill.tipo === 'pagar' ? bill.fornecedor : bill.pagador
  const rows = splitPayment(bill, payment.valor).map(
    (p) => sql`(${office}, null, 'atual', ${bill.data_competencia}::date, ${payment.data_pagamento}::date,
      ${(p.valor * sign).toString()}::bigint, ${p.id_categoria}, ${p.id_filial}, ${payment.id_conta_corrente},
      ${payee}, ${document}, ${bill.descricao}, 'bpo', ${payment.id})`,
  )
  await tx.execute(sql`insert into lancamentos (id_escritorio, id_versao, situacao, data_competencia, data_pagamento,
    valor_centavos, id_categoria, id_filial, id_conta_corrente, fornecedor, cpf_cnpj_fornecedor, descricao, origem,
    id_pagamento_titulo) values ${sql.join(rows, sql`, `)}`)
}

export async function removePosting(tx: Tx, office: number, paymentId: number) {
  await tx.execute(sql`delete from lancamentos
    where id_escritorio = ${office} and origem = 'bpo' and id_pagamento_titulo = ${paymentId}`)
}
