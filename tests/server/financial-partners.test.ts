import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { type DreTable, partnerPaths } from '../../src/contracts/financial'
import { demo, seededApp } from './harness'

const { app, db, login } = await seededApp()
const admin = '/v2/interno/api/admin/financial/office/3'
const gestor = await login(demo.gestor)
const equipe = await login(demo.equipe)
const assessor = await login(demo.assessor)
const aurora = await login(demo.gestorAurora)
const range = 'begin_date=2025-01&end_date=2025-12&frequency=Q'

const get = (url: string, token = gestor) => app.inject({ url, headers: { authorization: token } })
async function value<T>(url: string, token = gestor): Promise<T> {
  const res = await get(url, token)
  expect(res.statusCode, `${url} ${res.body}`).toBe(200)
  return res.json().value
}
const line = (t: DreTable, codigo: string) => t.linhas.find((l) => l.codigo === codigo)

describe('Partner BPO aliases answer what the admin paths answer', () => {
  it('DRE by PJ, area, branch, professional; team and professional historicals', async () => {
    const pairs: [string, string][] = [
      [partnerPaths.dreBy('pj'), `${admin}/dre/pj`],
      [partnerPaths.dreBy('area-receita'), `${admin}/dre/area-receita`],
      [partnerPaths.dreBy('filial'), `${admin}/dre/filial`],
      [partnerPaths.dreBy('profissional'), `${admin}/dre/profissional`],
      [partnerPaths.professionalHistorical, `${admin}/dre/result-lines/professional-historical`],
      [partnerPaths.teamHistorical, `${admin}/dre/team-historical`],
    ]
    for (const [alias, path] of pairs) {
      const expected = await value<DreTable>(`${path}?${range}`)
      expect(line(expected, 'lucro_liquido')?.total).not.toBe('0')
      expect(await value<DreTable>(`${alias}?${range}`), alias).toEqual(expected)
      // Staff name the office with id_escritorio and get the same figures.
      expect(await value<DreTable>(`${alias}?${range}&id_escritorio=3`, equipe), alias).toEqual(expected)
    }
  })

  it('team-historical also as a POST with the query in the body', async () => {
    const expected = await value<DreTable>(`${admin}/dre/team-historical?${range}`)
    const res = await app.inject({
      method: 'POST',
      url: partnerPaths.teamHistorical,
      headers: { authorization: gestor },
      payload: { begin_date: '2025-01', end_date: '2025-12', frequency: 'Q' },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().value).toEqual(expected)
  })

  it('result lines and the chart: the same lines, every category with its configuration', async () => {
    expect(await value(partnerPaths.resultLines)).toEqual(await value(`${admin}/result-lines`))
    const chart = await value<{ nome: string; linha: string | null; ignorada: boolean }[]>(
      partnerPaths.categoriesConfig,
    )
    expect(await value(partnerPaths.rubricas)).toEqual(chart)
    expect(chart.find((c) => c.nome === 'ISS')?.linha).toBe('(−) Deduções da receita')
    expect(chart.find((c) => c.nome === 'Poupança')?.ignorada).toBe(true)
  })

  it("a revenue area's rubricas add up to its column of the DRE by area", async () => {
    const dre = await value<DreTable>(`${admin}/dre/area-receita?${range}&breakdown_by_date=false`)
    const col = dre.colunas.findIndex((c) => c.id !== null)
    const area = dre.colunas[col]
    const got = await value<{ nome: string; rubricas: { linha: string; total: string }[] }>(
      `${partnerPaths.areaRubricas(area.id ?? 0)}?${range}`,
    )
    expect(got.nome).toBe(area.nome)
    for (const l of dre.linhas.filter((x) => x.tipo === 'lancamento')) {
      const sum = got.rubricas.filter((r) => r.linha === l.nome).reduce((s, r) => s + BigInt(r.total), 0n)
      expect(sum, l.codigo).toBe(BigInt(l.total_coluna[col]))
    }
    expect((await get(partnerPaths.areaRubricas(999_999))).statusCode).toBe(404)
  })

  it('apportionment metrics list every professional, area and branch with its weight', async () => {
    const rows = await value<{ dimensao: string; peso: number }[]>(partnerPaths.apportionment)
    expect(new Set(rows.map((r) => r.dimensao))).toEqual(new Set(['profissional', 'area_receita', 'filial']))
    const stored = await db.execute<{ n: number }>(
      sql`select sum(peso)::int as n from metricas_rateio where id_escritorio = 3`,
    )
    expect(rows.reduce((s, r) => s + r.peso, 0)).toBe(stored.rows[0].n)
  })
})

type Commissions = { total: string; linhas: { id: number | null; nome: string; valor: string }[] }

describe('commissions from the repasse line', () => {
  it('per advisor: exactly the custos_variaveis cells of the DRE by professional', async () => {
    const dre = await value<DreTable>(`${admin}/dre/profissional?${range}&breakdown_by_date=false`)
    const costs = line(dre, 'custos_variaveis')
    const got = await value<Commissions>(`${partnerPaths.commissionsAdvisors}?${range}`)
    expect(got.total).toBe(costs?.total)
    expect(BigInt(got.total)).toBeLessThan(0n)
    dre.colunas.forEach((c, i) => {
      const row = got.linhas.find((r) => r.id === c.id)
      expect(row?.valor ?? '0', c.nome).toBe(costs?.total_coluna[i])
    })
  })

  it('per client: entries with a client are theirs, the rest is "Sem cliente"; the total is the same', async () => {
    const [client] = (
      await db.execute<{ id: number; nome: string }>(
        sql`select id, nome_cliente as nome from clientes where id_escritorio = 3 order by id limit 1`,
      )
    ).rows
    const tagged = await db.execute<{ total: string }>(sql`
      with t as (
        update lancamentos l set id_cliente = ${client.id}
        where l.id in (select l2.id from lancamentos l2 join categorias c on c.id_escritorio = l2.id_escritorio
          and c.id = l2.id_categoria where l2.id_escritorio = 3 and c.nome = 'Repasse a assessores'
          and l2.situacao = 'atual' and l2.data_competencia between '2025-03-01' and '2025-03-31' limit 3)
        and l.id_escritorio = 3 returning valor_centavos)
      select sum(valor_centavos)::text as total from t`)
    const advisors = await value<Commissions>(`${partnerPaths.commissionsAdvisors}?${range}`)
    const clients = await value<Commissions>(`${partnerPaths.commissionsClients}?${range}`)
    expect(clients.total).toBe(advisors.total)
    expect(clients.linhas.find((r) => r.id === client.id)).toMatchObject({
      nome: client.nome,
      valor: tagged.rows[0].total,
    })
    expect(clients.linhas.find((r) => r.id === null)?.nome).toBe('Sem cliente')
  })
})

describe('office of a partner call', () => {
  it('staff must name the office; an office user may not name another one', async () => {
    const staff = await get(partnerPaths.dreBy('pj'), equipe)
    expect(staff.statusCode).toBe(400)
    expect(staff.json().message).toContain('id_escritorio')
    for (const path of [partnerPaths.dreBy('pj'), partnerPaths.commissionsAdvisors, partnerPaths.categoriesConfig]) {
      const res = await get(`${path}?id_escritorio=3`, aurora)
      expect(res.statusCode, path).toBe(403)
      expect(res.body).not.toContain('AAWZ')
    }
  })

  it("an office user without id_escritorio gets their own office's figures", async () => {
    const own = await value<DreTable>(`${partnerPaths.dreBy('pj')}?${range}`, aurora)
    const office1 = await value<DreTable>(`${partnerPaths.dreBy('pj')}?${range}&id_escritorio=1`, equipe)
    expect(own).toEqual(office1)
    expect(own).not.toEqual(await value<DreTable>(`${partnerPaths.dreBy('pj')}?${range}`))
  })

  it('an advisor reaches only their own DRE by professional', async () => {
    expect((await get(partnerPaths.dreBy('pj'), assessor)).statusCode).toBe(403)
    const own = await value<DreTable>(`${partnerPaths.dreBy('profissional')}?${range}`, assessor)
    expect(own.colunas).toHaveLength(1)
    expect((await get(partnerPaths.commissionsAdvisors, assessor)).statusCode).toBe(403)
  })

  it('an office without the feature is refused (403) on the alias too', async () => {
    await db.execute(sql`insert into escritorios_permissoes (id_escritorio, funcionalidade, possui_acesso)
      values (1, 'dre', false) on conflict (id_escritorio, funcionalidade) do update set possui_acesso = false`)
    const res = await get(partnerPaths.dreBy('pj'), aurora)
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toBe('Seu escritório não tem acesso a esta funcionalidade.')
    await db.execute(sql`delete from escritorios_permissoes where id_escritorio = 1 and funcionalidade = 'dre'`)
  })
})
