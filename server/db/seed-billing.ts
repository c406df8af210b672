import { sql } from 'drizzle-orm'
import { todayInBrazil } from '../../src/contracts/bill-status'
import type { Tx } from '../http/idempotency'
import { addMonths } from '../modules/billing/amounts'
import { createRule, generateMonth, receive } from '../modules/billing/hiring-service'
import { createInstalments, createPlan, subscribe } from '../modules/billing/payment-service'
import { fakeCards, fakeProvider } from '../modules/billing/provider'

const card = (numero_cartao: string) => ({ numero_cartao, cvc: '123', validade: '12/39', nome_cartao: 'Cliente Demo' })

/**
 * Office 3's hiring rules and payments, made through the services (so every receivable and ledger entry is the
 * real thing): a fixed fee and two % of assets rules since last year; last month's charges generated and two of
 * them received; two plans, one subscription paid by card and one whose card was declined; an instalment plan
 * with its first instalment paid.
 */
export async function seedBilling(tx: Tx, gestor: number, today = todayInBrazil()) {
  const who = { office: 3, user: gestor }
  const clients = (
    await tx.execute<{ id: number }>(sql`select id from clientes where id_escritorio = 3 order by id limit 4`)
  ).rows.map((r) => r.id)
  if (clients.length < 4) return
  const month = today.slice(0, 7)
  const lastMonth = addMonths(month, -1)
  const since = addMonths(month, -10)
  const rule = { vigencia_inicio: since, vigencia_fim: null, minimo_centavos: '299' }
  await createRule(tx, who, {
    ...rule,
    id_cliente: clients[0],
    tipo: 'fixo',
    valor_centavos: '45000',
    percentual: null,
  })
  await createRule(tx, who, {
    ...rule,
    id_cliente: clients[1],
    tipo: 'percentual',
    valor_centavos: null,
    percentual: 100,
  })
  await createRule(tx, who, {
    ...rule,
    id_cliente: clients[2],
    tipo: 'percentual',
    valor_centavos: null,
    percentual: 80,
    minimo_centavos: '25000',
  })
  const generated = await generateMonth(tx, who, lastMonth)
  const charges = (generated.body as { value: { cobrancas: { id: number; version: number }[] } }).value.cobrancas
  for (const c of charges.slice(0, 2))
    await receive(tx, who, c.id, { version: c.version, id_conta_corrente: null, id_categoria: null })

  const essential = await createPlan(tx, who, 'Plano Essencial', '19990')
  const essentialId = (essential.body as { value: { id: number } }).value.id
  await createPlan(tx, who, 'Plano Private', '49900')
  await subscribe(tx, who, fakeProvider, {
    id_cliente: clients[0],
    id_plano: essentialId,
    cartao: card(fakeCards.aprovado),
  })
  await subscribe(tx, who, fakeProvider, {
    id_cliente: clients[3],
    id_plano: essentialId,
    cartao: card(fakeCards.recusado),
  })
  await createInstalments(tx, who, fakeProvider, {
    id_cliente: clients[1],
    descricao: 'Planejamento sucessório',
    valor_total_centavos: '360000',
    parcelas: 6,
    primeiro_vencimento: month,
    cartao: card(fakeCards.aprovado),
  })
}
