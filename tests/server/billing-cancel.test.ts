import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { fakeCards } from '../../server/modules/billing/provider'
import { todayInBrazil } from '../../src/contracts/bill-status'
import {
  ALREADY_PAID,
  CHARGE_CANCELLED,
  type Charge,
  INSTALMENT_PLAN_CANCELLED,
  NOT_A_CARD_CHARGE,
} from '../../src/contracts/billing'
import { billingPaths as paths } from '../../src/contracts/billing-paths'
import { demo, seededApp } from './harness'

// Cancelling an instalment plan and a single card charge (docs/billing.md, 'Cancelling').

const { app, db, login } = await seededApp()
const gestor = await login(demo.gestor)
const assessor = await login(demo.assessor)
const aurora = await login(demo.gestorAurora)
const send = (method: 'GET' | 'POST', url: string, payload?: object, token = gestor) =>
  app.inject({ method, url, payload, headers: { authorization: token } })

const client = ((await send('GET', '/v2/api/office/3/clients')).json().value as { id: number }[])[0].id
const card = { numero_cartao: fakeCards.aprovado, cvc: '123', validade: '12/39', nome_cartao: 'Clara Cliente' }
const thisMonth = todayInBrazil().slice(0, 7)
const count = async (table: 'titulos' | 'cobrancas_eventos') =>
  (
    await db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table)} where id_escritorio = 3`,
    )
  ).rows[0].n

/** A plan of 4 instalments from this month: the first charged (paid) at once, three open. */
async function plan(descricao: string) {
  const res = await send('POST', paths.instalmentPlans(3), {
    id_cliente: client,
    descricao,
    valor_total_centavos: '400000',
    parcelas: 4,
    primeiro_vencimento: thisMonth,
    cartao: card,
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().value as { parcelamento: { id: number }; cobrancas: Charge[] }
}

describe('cancelling an instalment plan', () => {
  it('cancels the open instalments, keeps the paid one and its receivable, and refuses twice', async () => {
    const { parcelamento, cobrancas } = await plan('Consultoria cancelada')
    const paid = cobrancas.find((c) => c.status === 'paga') as Charge
    const bills = await count('titulos')
    const res = await send('POST', paths.cancelInstalmentPlan(3, parcelamento.id))
    expect(res.statusCode, res.body).toBe(200)
    const value = res.json().value as { parcelamento: { status: string; pagas: number }; cobrancas: Charge[] }
    expect(value.parcelamento).toMatchObject({ status: 'cancelado', pagas: 1 })
    expect(value.cobrancas.map((c) => [c.numero, c.status]).sort()).toEqual([
      [1, 'paga'],
      [2, 'cancelada'],
      [3, 'cancelada'],
      [4, 'cancelada'],
    ])
    expect(value.cobrancas.find((c) => c.id === paid.id)?.id_titulo).toBe(paid.id_titulo)
    expect(await count('titulos')).toBe(bills)

    const events = await count('cobrancas_eventos')
    const again = await send('POST', paths.cancelInstalmentPlan(3, parcelamento.id))
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(INSTALMENT_PLAN_CANCELLED)
    expect(await count('cobrancas_eventos')).toBe(events)

    // Charging the month again attempts none of the cancelled instalments.
    const month = await send('POST', paths.chargeMonth(3, thisMonth))
    expect(month.statusCode).toBe(200)
    const ids = (month.json().value.cobrancas as Charge[]).map((c) => c.id)
    for (const c of value.cobrancas) expect(ids).not.toContain(c.id)
  })

  it('keeps it to managers of the office; a plan that does not exist is a 404', async () => {
    const { parcelamento } = await plan('Consultoria protegida')
    expect((await send('POST', paths.cancelInstalmentPlan(3, parcelamento.id), undefined, aurora)).statusCode).toBe(403)
    expect((await send('POST', paths.cancelInstalmentPlan(3, parcelamento.id), undefined, assessor)).statusCode).toBe(
      403,
    )
    expect((await send('POST', paths.cancelInstalmentPlan(1, parcelamento.id), undefined, aurora)).statusCode).toBe(404)
    expect((await send('POST', paths.cancelInstalmentPlan(3, 999999))).statusCode).toBe(404)
    expect((await send('POST', paths.cancelInstalmentPlan(3, 'x'))).statusCode).toBe(400)
    const plans = (await send('GET', paths.instalmentPlans(3))).json().value as { id: number; status: string }[]
    expect(plans.find((p) => p.id === parcelamento.id)?.status).toBe('ativo')
  })
})

describe('cancelling a single card charge', () => {
  it('cancels an open instalment with its version, refuses a paid or cancelled one and a rule charge', async () => {
    const { cobrancas } = await plan('Consultoria parcial')
    const open = cobrancas.find((c) => c.numero === 2) as Charge
    const paid = cobrancas.find((c) => c.status === 'paga') as Charge
    expect((await send('POST', paths.cancelCharge(3, open.id), { version: open.version + 1 })).statusCode).toBe(409)
    const res = await send('POST', paths.cancelCharge(3, open.id), { version: open.version })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().value).toMatchObject({ id: open.id, status: 'cancelada' })
    const again = await send('POST', paths.cancelCharge(3, open.id), { version: res.json().value.version })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(CHARGE_CANCELLED)
    const kept = await send('POST', paths.cancelCharge(3, paid.id), { version: paid.version })
    expect(kept.statusCode).toBe(409)
    expect(kept.json().message).toBe(ALREADY_PAID)
    expect((await send('POST', paths.cancelCharge(3, open.id), { version: 1 }, aurora)).statusCode).toBe(403)

    const rule = (
      await db.execute<{ id: number; version: number }>(
        sql`select id, version from cobrancas where id_escritorio = 3 and origem = 'regra' limit 1`,
      )
    ).rows[0]
    if (rule) {
      const refused = await send('POST', paths.cancelCharge(3, rule.id), { version: rule.version })
      expect(refused.statusCode).toBe(409)
      expect(refused.json().message).toBe(NOT_A_CARD_CHARGE)
    }
    const plans = (await send('GET', paths.instalmentPlans(3))).json().value as { descricao: string; status: string }[]
    expect(plans.find((p) => p.descricao === 'Consultoria parcial')?.status).toBe('ativo')
  })
})
