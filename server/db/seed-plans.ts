import { sql } from 'drizzle-orm'
import { todayInBrazil } from '../../src/contracts/bill-status'
import { addPeriods, splitEvenly } from '../../src/contracts/bpo-plan-rules'
import type { Tx } from '../http/idempotency'
import { billFieldsOf } from '../modules/bpo/bill-fields'
import * as bills from '../modules/bpo/bills-queries'
import { splitIntoInstalments } from '../modules/bpo/instalments-service'
import { fieldsOf } from '../modules/bpo/plan-fields'
import * as q from '../modules/bpo/recurrence-queries'
import { generate } from '../modules/bpo/recurrence-service'

/**
 * Office 3's plans: the monthly rent (the seeded 'Aluguel e condomínio' payables become the occurrences of one
 * monthly series, which then runs 12 months ahead) and a purchase of notebooks in 3 instalments. Both are above the
 * office's R$ 5.000,00 rule, so the new ones wait for the gestor, who is notified.
 */
export async function seedPlans(tx: Tx, staff: number, today = todayInBrazil()) {
  const who = { office: 3, user: staff }
  const rent = await tx.execute<{ id: number }>(sql`select t.id from titulos t join categorias c
      on c.id_escritorio = t.id_escritorio and c.id = t.id_categoria
    where t.id_escritorio = 3 and t.tipo = 'pagar' and c.nome = 'Aluguel e condomínio' order by t.data_vencimento`)
  const first = rent.rows.length > 0 ? await bills.findBill(tx, 3, 'pagar', rent.rows[0].id, today) : null
  if (first) {
    const series = await q.insertSeries(tx, 3, {
      tipo: 'pagar',
      frequencia: 'mensal',
      fim: 'nunca',
      fim_ocorrencias: null,
      fim_data: null,
      modelo: { ...fieldsOf(first), descricao: 'Aluguel e condomínio da sede' },
      base_vencimento: first.data_vencimento,
      base_competencia: first.data_competencia,
      dados_pagamento_por: staff,
    })
    for (const [i, row] of rent.rows.entries()) await q.linkBill(tx, 3, row.id, series, i + 1)
    const last = rent.rows.length
    await q.setProgress(tx, 3, series, last, addPeriods(first.data_vencimento, 'mensal', last))
    await generate(tx, who, series, today)
  }

  const ids = await tx.execute<{ fornecedor: number; categoria: number; conta: number }>(sql`select
      (select id from fornecedores where id_escritorio = 3 and nome = 'Nuvem Segura Tecnologia Ltda') as fornecedor,
      (select id from categorias where id_escritorio = 3 and nome = 'Tecnologia') as categoria,
      (select min(id) from contas_correntes where id_escritorio = 3) as conta`)
  const { fornecedor, categoria, conta } = ids.rows[0]
  if (!fornecedor || !categoria) return
  const due = addPeriods(`${today.slice(0, 8)}15`, 'mensal', 1)
  const total = 1_499_700n
  const purchase = await bills.insertBill(
    tx,
    3,
    'pagar',
    billFieldsOf({
      descricao: 'Compra de 3 notebooks',
      id_fornecedor: fornecedor,
      data_vencimento: due,
      data_competencia: `${today.slice(0, 8)}01`,
      valor: total.toString(),
      id_categoria: categoria,
      id_conta_corrente: conta,
      observacoes: 'Parcelado em 3 vezes no boleto do fornecedor.',
    }),
    who.user,
  )
  const parcelas = splitEvenly(total, 3).map((valor, i) => ({
    data_vencimento: addPeriods(due, 'mensal', i),
    valor: valor.toString(),
  }))
  await splitIntoInstalments(tx, who, 'pagar', purchase, { parcelas, version: 1 })
}
