import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { apportion } from '../../server/modules/financial/apportion'
import type { DreTable } from '../../src/contracts/financial'
import { messages } from '../../src/lib/validation/messages'
import { demo, seededApp } from './harness'

const { app, db, login } = await seededApp()
const base = '/v2/interno/api/admin/financial/office/3'
const gestor = await login(demo.gestor)

async function dre(path: string, token = gestor): Promise<DreTable> {
  const res = await app.inject({ url: `${base}/${path}`, headers: { authorization: token } })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().value
}

const big = (s: string) => BigInt(s)
const sumAll = (m: string[][]) => m.flat().reduce((s, v) => s + big(v), 0n)
const line = (t: DreTable, codigo: string) => {
  const found = t.linhas.find((l) => l.codigo === codigo)
  if (!found) throw new Error(codigo)
  return found
}

/** The ledger's own figures, straight from the rows: per DRE line, ignored categories excluded. */
async function ledgerTotals(begin: string, endExclusive: string) {
  const res = await db.execute<{ codigo: string; total: string }>(sql`
    select r.codigo, sum(l.valor_centavos)::text as total
    from lancamentos l
    join categorias c on c.id_escritorio = l.id_escritorio and c.id = l.id_categoria
    join linhas_resultado r on r.id_escritorio = c.id_escritorio and r.id = c.id_linha_resultado
    where l.id_escritorio = 3 and l.situacao = 'atual' and not c.ignorada
      and l.data_competencia >= ${begin}::date and l.data_competencia < ${endExclusive}::date
    group by r.codigo`)
  return new Map(res.rows.map((r) => [r.codigo, big(r.total)]))
}

const range = 'begin_date=2025-01&end_date=2025-12&fill_missing_dates=true'
const groupings = [
  'pj',
  'area-receita',
  'produto',
  'subsidiaries',
  'filial',
  'profissional',
  'team',
  'equipe',
  'horizon',
  'geral',
]

describe('DRE groupings add up to the ledger', () => {
  it('every grouping: every line, summed over all its cells, equals the ledger total of the period', async () => {
    const totals = await ledgerTotals('2025-01-01', '2026-01-01')
    const net = [...totals.values()].reduce((s, v) => s + v, 0n)
    expect(net).not.toBe(0n)
    for (const g of groupings) {
      const t = await dre(`dre/${g}?${range}&frequency=M`)
      for (const l of t.linhas.filter((x) => x.tipo === 'lancamento')) {
        expect(sumAll(l.valores), `${g} ${l.codigo}`).toBe(totals.get(l.codigo) ?? 0n)
        expect(big(l.total)).toBe(totals.get(l.codigo) ?? 0n)
        for (const c of l.categorias) expect(sumAll(c.valores)).toBe(big(c.total))
      }
      expect(sumAll(line(t, 'lucro_liquido').valores), g).toBe(net)
    }
  })

  it('the Team grouping by POST gives the same figures as by GET', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${base}/dre/team-historical`,
      headers: { authorization: gestor },
      payload: { begin_date: '2025-01', end_date: '2025-12', frequency: 'M', fill_missing_dates: true },
    })
    expect(res.statusCode, res.body).toBe(200)
    const get = await dre(`dre/equipe?${range}&frequency=M`)
    expect(res.json().value.linhas).toEqual(get.linhas)
  })

  it('subtotals are running sums: receita líquida = receita bruta + deduções, lucro = LAIR + IR/CSLL', async () => {
    const t = await dre(`dre/pj?${range}`)
    expect(big(line(t, 'receita_liquida').total)).toBe(
      big(line(t, 'receita_bruta').total) + big(line(t, 'deducoes').total),
    )
    expect(big(line(t, 'lucro_liquido').total)).toBe(big(line(t, 'lair').total) + big(line(t, 'ir_csll').total))
    expect(line(t, 'receita_liquida').percentual_receita_liquida).toBe(100)
  })

  it('monthly cells add up to the quarter and the year, column by column (apportioned grouping)', async () => {
    const m = await dre(`dre/profissional?${range}&frequency=M`)
    const q = await dre(`dre/profissional?${range}&frequency=Q`)
    const y = await dre(`dre/profissional?${range}&frequency=Y`)
    expect(m.periodos).toHaveLength(12)
    expect(q.periodos.map((p) => p.chave)).toEqual(['2025-Q1', '2025-Q2', '2025-Q3', '2025-Q4'])
    expect(m.colunas).toEqual(q.colunas)
    for (const [li, ml] of m.linhas.entries()) {
      for (let ci = 0; ci < m.colunas.length; ci++) {
        for (let qi = 0; qi < 4; qi++) {
          const months = ml.valores.slice(qi * 3, qi * 3 + 3).reduce((s, row) => s + big(row[ci]), 0n)
          expect(months).toBe(big(q.linhas[li].valores[qi][ci]))
        }
        expect(ml.valores.reduce((s, row) => s + big(row[ci]), 0n)).toBe(big(y.linhas[li].valores[0][ci]))
      }
    }
  })

  it('apportions shared costs by the metrics: the shares equal the shared expense exactly', async () => {
    const t = await dre(`dre/profissional?${range}&frequency=M`)
    const shared = await db.execute<{ categoria: number; total: string }>(sql`
      select l.id_categoria as categoria, sum(l.valor_centavos)::text as total from lancamentos l
      join categorias c on c.id_escritorio = l.id_escritorio and c.id = l.id_categoria
      where l.id_escritorio = 3 and l.situacao = 'atual' and c.rateavel and l.id_profissional is null
        and l.data_competencia >= '2025-01-01' and l.data_competencia < '2026-01-01'
      group by 1`)
    expect(shared.rows.length).toBeGreaterThan(3)
    const unallocated = t.colunas.findIndex((c) => c.chave === 'sem')
    for (const row of shared.rows) {
      const cat = t.linhas.flatMap((l) => l.categorias).find((c) => c.id === row.categoria)
      expect(cat).toBeDefined()
      expect(big(cat?.total ?? '0')).toBe(big(row.total))
      if (unallocated >= 0) expect(cat?.total_coluna[unallocated]).toBe('0')
      // each professional carries a share
      expect(cat?.total_coluna.filter((v) => v !== '0').length).toBe(t.colunas.filter((c) => c.id !== null).length)
    }
  })

  it('ids narrows the columns; hide_until_roi folds columns without keeping totals apart', async () => {
    const all = await dre(`dre/profissional?${range}`)
    const two = all.colunas.slice(0, 2).map((c) => c.id)
    const some = await dre(`dre/profissional?${range}&ids=${two.join(',')}`)
    expect(some.colunas.map((c) => c.id)).toEqual(two)
    const roi = await dre(`dre/profissional?${range}&hide_until_roi=true`)
    expect(line(roi, 'lucro_liquido').total).toBe(line(all, 'lucro_liquido').total)
  })

  it('comparison columns carry the other period and the delta', async () => {
    const t = await dre(`dre/pj?begin_date=2026-01&end_date=2026-06&comparison_from=2025-01&comparison_to=2025-06`)
    const other = await dre('dre/pj?begin_date=2025-01&end_date=2025-06')
    const cmp = t.comparacao?.linhas.find((l) => l.id === line(t, 'receita_bruta').id)
    expect(cmp?.total).toBe(line(other, 'receita_bruta').total)
    expect(big(cmp?.delta ?? '0')).toBe(big(line(t, 'receita_bruta').total) - big(line(other, 'receita_bruta').total))
  })

  it('without breakdown_by_date there is one period; without fill_missing_dates empty months are left out', async () => {
    const whole = await dre(`dre/pj?${range}&frequency=M&breakdown_by_date=false`)
    expect(whole.periodos.map((p) => p.chave)).toEqual(['total'])
    const future = await dre('dre/pj?begin_date=2026-09&end_date=2027-02&frequency=M')
    // The months that have entries (the imported ledger ends in 10/2026; BPO bill payments may reach later).
    const months = await db.execute<{ m: string }>(sql`select distinct to_char(data_competencia, 'YYYY-MM') as m
      from lancamentos where id_escritorio = 3 and situacao = 'atual'
        and data_competencia >= '2026-09-01' and data_competencia < '2027-03-01' order by 1`)
    expect(future.periodos.map((p) => p.chave)).toEqual(months.rows.map((r) => r.m))
    expect(future.periodos.map((p) => p.chave).slice(0, 2)).toEqual(['2026-09', '2026-10'])
    expect(future.periodos.length).toBeLessThan(6)
    const filled = await dre('dre/pj?begin_date=2026-09&end_date=2027-02&frequency=M&fill_missing_dates=true')
    expect(filled.periodos).toHaveLength(6)
  })
})

describe('summaries and historicals', () => {
  const value = async (path: string) => {
    const res = await app.inject({ url: `${base}/${path}`, headers: { authorization: gestor } })
    expect(res.statusCode, res.body).toBe(200)
    return res.json().value
  }

  it('per-entity summaries add up to the office result; a historical series adds up to its summary', async () => {
    const t = await dre(`dre/geral?${range}`)
    for (const kind of ['professionals', 'revenue-areas', 'subsidiaries', 'teams', 'pjs']) {
      const rows: { id: number | null; lucro_liquido: string; receita_bruta: string }[] = await value(
        `dre-summary/${kind}?${range}`,
      )
      expect(
        rows.reduce((s, r) => s + big(r.lucro_liquido), 0n),
        kind,
      ).toBe(big(line(t, 'lucro_liquido').total))
    }
    const [first] = await value(`dre-summary/professionals?${range}`)
    const hist = await value(`dre-historical/professionals/${first.id}?${range}&frequency=M`)
    expect(hist.serie).toHaveLength(12)
    expect(hist.serie.reduce((s: bigint, p: { receita_bruta: string }) => s + big(p.receita_bruta), 0n)).toBe(
      big(first.receita_bruta),
    )
  })

  it('segments gross revenue by area, with colours, and reports the last update', async () => {
    const seg = await value(`dre-summary/segmentation?${range}`)
    const t = await dre(`dre/geral?${range}`)
    expect(seg.data.reduce((s: bigint, d: { valor: string }) => s + big(d.valor), 0n)).toBe(
      big(line(t, 'receita_bruta').total),
    )
    expect(seg.cores).toHaveLength(seg.data.length)
    // the shares printed next to the donut add up to 100,00 % exactly
    expect(seg.data.reduce((s: number, d: { percentual: number }) => s + Math.round(d.percentual * 100), 0)).toBe(
      10_000,
    )
    const last = await db.execute<{ m: string }>(sql`select to_char(max(data_competencia), 'YYYY-MM') as m
      from lancamentos where id_escritorio = 3 and situacao = 'atual'`)
    expect(await value('last_update')).toMatchObject({ ultima_competencia: last.rows[0].m })
    const lines = await value('result-lines')
    expect(lines.map((l: { codigo: string }) => l.codigo)).toContain('ebitda')
  })
})

describe('DRE errors and access', () => {
  const get = (url: string, token = gestor) => app.inject({ url, headers: { authorization: token } })

  it('answers 404 with the spec message for an unknown grouping, also through groupBy', async () => {
    for (const url of [`${base}/dre/carteira`, `${base}/dre/pj?groupBy=xyz`, `${base}/dre/comparison/temp/abc`]) {
      const res = await get(url)
      expect(res.statusCode).toBe(404)
      expect(res.json().message).toBe('Modo de agrupamento não encontrado')
    }
  })

  it('rejects bad query input with 400 and a pt-BR message, never 500', async () => {
    for (const q of ['frequency=W', 'begin_date=2025-13', 'begin_date=abc', 'ids=a,b', 'id_equipe=-1']) {
      const res = await get(`${base}/dre/pj?${q}`)
      expect(res.statusCode, q).toBe(400)
      expect(res.json().message).toMatch(/inválid|Frequência|esperava|Formato/i)
    }
    // The shared rule's message, the same the app's frequency rule gives.
    expect((await get(`${base}/dre/pj?frequency=W`)).json().message).toBe(messages.frequency)
  })

  it('refuses an office-B token on office A, with no figures in the body', async () => {
    const aurora = await login(demo.gestorAurora)
    for (const path of ['dre/pj', 'dre-summary/professionals', 'dre-version', 'last_update']) {
      const res = await get(`${base}/${path}`, aurora)
      expect(res.statusCode).toBe(403)
      expect(res.body).not.toMatch(/AAWZ|receita|valores/i)
    }
    expect((await get('/v2/interno/api/admin/office/3/dfc', aurora)).statusCode).toBe(403)
    expect((await get('/v2/interno/api/admin/financial/office/1/dre/pj', aurora)).statusCode).toBe(200)
  })

  it('gives an advisor only their own figures, and refuses planners and clients', async () => {
    const assessor = await login(demo.assessor)
    const own = await db.execute<{ id: number }>(
      sql`select id_profissional as id from usuarios where email = ${demo.assessor}`,
    )
    const t = await dre(`dre/profissional?${range}`, assessor)
    expect(t.colunas.map((c) => c.id)).toEqual([own.rows[0].id])
    expect((await get(`${base}/dre/pj`, assessor)).statusCode).toBe(403)
    expect((await get(`${base}/dre-historical/professionals/${own.rows[0].id + 1}`, assessor)).statusCode).toBe(403)
    expect((await get(`${base}/dre-historical/professionals/${own.rows[0].id}`, assessor)).statusCode).toBe(200)
    // Their own DRE by professional downloads; any other grouping does not.
    const period = 'begin_date=2025-01&end_date=2025-03'
    const mine = await get(`${base}/dre/download?${period}&DRE=profissional`, assessor)
    expect(mine.statusCode).toBe(201)
    expect(mine.json().value.name).toBe('dre-profissional-2025-01-a-2025-03')
    expect((await get(`${base}/dre/download?${period}&DRE=pj`, assessor)).statusCode).toBe(403)
    expect((await get(`${base}/dre/download?${period}`, await login(demo.planejador))).statusCode).toBe(403)
    for (const who of [demo.planejador, demo.cliente]) {
      const res = await get(`${base}/dre/profissional`, await login(who))
      expect(res.statusCode).toBe(403)
    }
    expect((await get(`${base}/dre/profissional`, 'bogus')).statusCode).toBe(401)
  })

  it('staff reach every office', async () => {
    const staff = await login(demo.equipe)
    for (const o of [1, 2, 3, 4])
      expect((await get(`/v2/interno/api/admin/financial/office/${o}/dre/pj`, staff)).statusCode).toBe(200)
  })
})

describe('largest-remainder apportionment', () => {
  it('always hands out the exact total, with the sign, in proportion to the weights', () => {
    let seed = 7
    const rnd = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
      return seed % n
    }
    for (let i = 0; i < 500; i++) {
      const weights = Array.from({ length: 1 + rnd(9) }, (_, id) => ({ id: id + 1, peso: rnd(50) }))
      const total = BigInt(rnd(10_000_000)) * (i % 2 ? -1n : 1n)
      const shares = apportion(total, weights)
      if (weights.every((w) => w.peso === 0)) {
        expect(shares.size).toBe(0)
        continue
      }
      expect([...shares.values()].reduce((s, v) => s + v, 0n)).toBe(total)
      const sumW = weights.reduce((s, w) => s + w.peso, 0)
      for (const w of weights.filter((x) => x.peso > 0)) {
        const exact = (Number(total) * w.peso) / sumW
        expect(Math.abs(Number(shares.get(w.id)) - exact)).toBeLessThan(1)
      }
    }
    expect([
      ...apportion(100n, [
        { id: 1, peso: 1 },
        { id: 2, peso: 1 },
        { id: 3, peso: 1 },
      ]).values(),
    ]).toEqual([34n, 33n, 33n])
  })
})
