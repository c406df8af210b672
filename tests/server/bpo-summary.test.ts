import { describe, expect, it } from 'vitest'
import type { BillKind } from '../../src/contracts/bill-status'
import type { BillRow } from '../../src/contracts/bpo-bills'
import { bpoPaths } from '../../src/contracts/bpo-paths'
import type { BpoSummary } from '../../src/contracts/bpo-summary'
import { demo, seededApp } from './harness'

const { app, login } = await seededApp()
const gestor = await login(demo.gestor)

const get = (url: string, token = gestor) => app.inject({ method: 'GET', url, headers: { authorization: token } })
const summary = async () => {
  const res = await get(bpoPaths.summary(3))
  expect(res.statusCode, res.body).toBe(200)
  return res.json().value as BpoSummary
}
/** What the bills page shows for the same filters: its rows, and its count. */
async function listed(kind: BillKind, query: string) {
  const res = await get(`/v2/api/office/3/bpo/titulos/${kind}?limite=5000&${query}`)
  expect(res.statusCode, res.body).toBe(200)
  const value = res.json().value as { itens: BillRow[]; total: number }
  return { itens: value.itens, total: value.total }
}
const open = (b: BillRow) => BigInt(b.valor) - BigInt(b.pago)
const sumOpen = (rows: BillRow[]) => String(rows.reduce((s, b) => s + open(b), 0n))
const addMonths = (month: string, n: number) => {
  const [y, m] = month.split('-').map(Number)
  return new Date(Date.UTC(y, m - 1 + n, 1)).toISOString().slice(0, 7)
}
const addDays = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)

describe('the BPO summary of /financeiro/bpo', () => {
  it("equals the lists' figures for the same filters", async () => {
    const s = await summary()
    const month = s.hoje.slice(0, 7)
    for (const kind of ['pagar', 'receber'] as const) {
      for (const [figure, m] of [
        [s.mes, month],
        [s.proximo_mes, addMonths(month, 1)],
      ] as const) {
        const list = await listed(kind, `inicio=${m}&fim=${m}&status=aberto`)
        expect(figure[kind], `${kind} ${m}`).toEqual({ quantidade: list.total, valor: sumOpen(list.itens) })
      }
      // Overdue: the list's 'Atrasado' over every month, and the same from the month the page's link opens on.
      const overdue = await listed(kind, 'status=atrasado')
      expect(s.atrasado[kind]).toEqual({ quantidade: overdue.total, valor: sumOpen(overdue.itens) })
      const linked = await listed(kind, `status=atrasado&inicio=${s.atrasado_desde}&fim=${month}`)
      expect(linked.total).toBe(overdue.total)

      const all = (await listed(kind, '')).itens
      const paid = all.flatMap((b) => b.pagamentos.filter((p) => p.data_pagamento.startsWith(month)).map(() => b.id))
      const paidSum = all
        .flatMap((b) => b.pagamentos.filter((p) => p.data_pagamento.startsWith(month)))
        .reduce((t, p) => t + BigInt(p.valor), 0n)
      expect(s.pago_mes[kind]).toEqual({ quantidade: new Set(paid).size, valor: String(paidSum) })

      // The chart's weeks cover today … today + 55 and add up to the open bills due then.
      const horizon = all.filter(
        (b) => !b.cancelado && open(b) > 0n && b.data_vencimento >= s.hoje && b.data_vencimento <= addDays(s.hoje, 55),
      )
      expect(String(s.semanas.reduce((t, w) => t + BigInt(w[kind]), 0n))).toBe(sumOpen(horizon))
    }
    expect(s.semanas).toHaveLength(8)
    expect(s.semanas[0].inicio).toBe(s.hoje)
    expect(s.semanas[7].fim).toBe(addDays(s.hoje, 55))
    // The demo has bills in every one of these figures, so none of the comparisons above is 0 = 0 only.
    expect(BigInt(s.mes.pagar.valor)).toBeGreaterThan(0n)
    expect(BigInt(s.atrasado.pagar.valor)).toBeGreaterThan(0n)
    expect(BigInt(s.pago_mes.pagar.valor) + BigInt(s.pago_mes.receber.valor)).toBeGreaterThan(0n)
  })

  it("'Aguardando aprovação' equals the payables list filtered by approval over the months its link opens", async () => {
    const s = await summary()
    const all = await listed('pagar', 'aprovacao=pendente')
    expect(s.aguardando_aprovacao).toMatchObject({ quantidade: all.total, valor: sumOpen(all.itens) })
    const linked = await listed(
      'pagar',
      `aprovacao=pendente&inicio=${s.aguardando_aprovacao.desde}&fim=${s.aguardando_aprovacao.ate}`,
    )
    expect(linked.total).toBe(all.total)
    // The demo office needs approvals and has some waiting: the figure is not 0 = 0.
    expect(all.total).toBeGreaterThan(0)
  })

  it('lists the 10 open bills due next, payables and receivables together, in due-date order', async () => {
    const s = await summary()
    const open = async (kind: BillKind) =>
      (await listed(kind, 'status=aberto')).itens
        .filter((b) => b.data_vencimento >= s.hoje)
        .map((b) => ({ id: b.id, tipo: kind, data_vencimento: b.data_vencimento }))
    const expected = [...(await open('pagar')), ...(await open('receber'))]
      .sort((a, b) => a.data_vencimento.localeCompare(b.data_vencimento) || a.id - b.id)
      .slice(0, 10)
    expect(s.proximas.map((b) => ({ id: b.id, tipo: b.tipo, data_vencimento: b.data_vencimento }))).toEqual(expected)
  })

  it('answers zeros, 8 empty weeks and no bills for an office without bills', async () => {
    const res = await get(bpoPaths.summary(2), await login(demo.equipe))
    expect(res.statusCode, res.body).toBe(200)
    const s = res.json().value as BpoSummary
    const none = { quantidade: 0, valor: '0' }
    for (const pair of [s.mes, s.proximo_mes, s.atrasado, s.pago_mes])
      expect(pair).toEqual({ pagar: none, receber: none })
    expect(s.atrasado_desde).toBeNull()
    expect(s.aguardando_aprovacao).toEqual({ quantidade: 0, valor: '0', desde: null, ate: null })
    expect(s.semanas.map((w) => [w.pagar, w.receber])).toEqual(Array(8).fill(['0', '0']))
    expect(s.proximas).toEqual([])
  })

  it("is refused to another office's gestor and to advisors", async () => {
    expect((await get(bpoPaths.summary(3), await login(demo.gestorAurora))).statusCode).toBe(403)
    expect((await get(bpoPaths.summary(3), await login(demo.assessor))).statusCode).toBe(403)
    expect((await get(bpoPaths.summary(3), await login(demo.equipe))).statusCode).toBe(200)
  })
})
