import { sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import type { DreTable } from '../../src/contracts/financial'
import { demo, seededApp } from './harness'

const { app, db, login } = await seededApp()
const base = '/v2/interno/api/admin/financial/office/3'
const gestor = await login(demo.gestor)
const auth = { authorization: gestor }

function multipart(filename: string, content: Buffer | string, field = 'file') {
  const boundary = `----financial${Date.now()}`
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`
  const payload = Buffer.concat([Buffer.from(head), Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)])
  return { payload, headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` } }
}
const upload = (filename: string, content: Buffer | string) =>
  app.inject({ method: 'POST', url: `${base}/versions/upload`, ...multipart(filename, content) })

const [prof] = (
  await db.execute<{ nome: string }>(sql`select nome from profissionais where id_escritorio = 3 order by id limit 1`)
).rows
const header = 'data_competencia;data_pagamento;valor;categoria;pj;profissional;area_receita;filial;equipe;descricao'
const goodCsv = [
  header,
  `05/10/2026;10/10/2026;1.000.000,00;Receita de investimentos;AAWZ Assessoria Holding Ltda;${prof.nome};Renda Fixa;Matriz;Equipe Alpha;"Receita; com ponto e vírgula"`,
  `06/10/2026;;-50.000,00;iss;;${prof.nome};renda fixa;;;ISS`,
  '20/10/2026;21/10/2026;-12.345,67;Aluguel e condomínio;;;;;;Aluguel',
].join('\r\n')

async function receitaBruta(path = 'dre/pj?begin_date=2026-10&end_date=2026-10'): Promise<string> {
  const res = await app.inject({ url: `${base}/${path}`, headers: auth })
  const t: DreTable = res.json().value
  return t.linhas.find((l) => l.codigo === 'receita_bruta')?.total ?? '0'
}
/**
 * Gross revenue of 10/2026 that came from BPO bill payments (origin 'bpo'): a version replaces the imported
 * entries of its months, never these, so they stay on top of the file's figures.
 */
async function bpoReceitaBruta(): Promise<bigint> {
  const res = await db.execute<{ v: string }>(sql`select coalesce(sum(l.valor_centavos), 0)::text as v
    from lancamentos l
    join categorias c on c.id_escritorio = l.id_escritorio and c.id = l.id_categoria
    join linhas_resultado r on r.id_escritorio = c.id_escritorio and r.id = c.id_linha_resultado
    where l.id_escritorio = 3 and l.situacao = 'atual' and l.origem = 'bpo' and r.codigo = 'receita_bruta'
      and l.data_competencia >= '2026-10-01' and l.data_competencia < '2026-11-01'`)
  return BigInt(res.rows[0].v)
}
const fileRevenue = async () => String(100_000_000n + (await bpoReceitaBruta()))
const counts = async () =>
  (
    await db.execute<{ v: number; l: number }>(
      sql`select (select count(*)::int from versoes where id_escritorio = 3) as v,
        (select count(*)::int from lancamentos where id_escritorio = 3) as l`,
    )
  ).rows[0]

describe('import, review, publish and discard versions', () => {
  it('imports a CSV (BOM, CRLF, quoted field) as a temporary version without touching the current DRE', async () => {
    const before = await receitaBruta()
    const res = await upload('outubro.csv', `\ufeff${goodCsv}\r\n`)
    expect(res.statusCode, res.body).toBe(201)
    const v = res.json().value
    expect(v).toMatchObject({
      status: 'temporaria',
      linhas: 3,
      competencia_inicio: '2026-10',
      competencia_fim: '2026-10',
    })
    expect(v.total_centavos).toBe(String(100_000_000 - 5_000_000 - 1_234_567))
    expect(await receitaBruta()).toBe(before)

    const cmp = await app.inject({ url: `${base}/dre/comparison/temp/pj`, headers: auth })
    expect(cmp.statusCode, cmp.body).toBe(200)
    const { atual, temporaria } = cmp.json().value as { atual: DreTable; temporaria: DreTable }
    expect(atual.linhas.find((l) => l.codigo === 'receita_bruta')?.total).toBe(before)
    expect(temporaria.linhas.find((l) => l.codigo === 'receita_bruta')?.total).toBe(await fileRevenue())
    const dfc = await app.inject({ url: `${base}/dfc/comparison/temp/geral`, headers: auth })
    expect(dfc.statusCode).toBe(200)
  })

  it('publishes the temporary version: the DRE of its months becomes the file', async () => {
    const versions = (await app.inject({ url: `${base}/dre-version`, headers: auth })).json().value
    const temp = versions.find((v: { status: string }) => v.status === 'temporaria')
    const res = await app.inject({
      method: 'POST',
      url: `${base}/set-dre-version`,
      headers: auth,
      payload: { id_versao: temp.id },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(await receitaBruta()).toBe(await fileRevenue())
    expect(await receitaBruta('dre/pj?begin_date=2026-09&end_date=2026-09')).not.toBe('0')
    const again = await app.inject({
      method: 'POST',
      url: `${base}/set-dre-version`,
      headers: auth,
      payload: { id_versao: temp.id },
    })
    expect(again.statusCode).toBe(409)
  })

  it("gives each date one source: home's and BI's last update are the publication, after the import date", async () => {
    type Version = { status: string; data_criacao: string; data_publicacao: string | null }
    const versions = (await app.inject({ url: `${base}/dre-version`, headers: auth })).json().value as Version[]
    const published = versions.filter((v) => v.data_publicacao !== null)
    expect(published.length).toBeGreaterThan(1)
    for (const v of published)
      expect(Date.parse(v.data_publicacao ?? '')).toBeGreaterThanOrEqual(Date.parse(v.data_criacao))
    const latest = Math.max(...published.map((v) => Date.parse(v.data_publicacao ?? '')))
    const bi = (await app.inject({ url: `${base}/last_update`, headers: auth })).json().value
    const home = (await app.inject({ url: '/v2/interno/api/admin/office/3/overview', headers: auth })).json().value
    expect(Date.parse(bi.data_atualizacao)).toBe(latest)
    expect(home.ultima_atualizacao).toBe(bi.data_atualizacao)
  })

  it('restore-temp-dre-version discards a new temporary version and leaves the DRE as it was', async () => {
    const before = await receitaBruta()
    expect((await upload('novo.csv', goodCsv.replace('1.000.000,00', '2.000.000,00'))).statusCode).toBe(201)
    const res = await app.inject({ method: 'POST', url: `${base}/restore-temp-dre-version`, headers: auth })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().value[0].status).toBe('descartada')
    expect(await receitaBruta()).toBe(before)
    const left = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from lancamentos where id_escritorio = 3 and situacao = 'temporaria'`,
    )
    expect(left.rows[0].n).toBe(0)
    expect(
      (await app.inject({ method: 'POST', url: `${base}/restore-temp-dre-version`, headers: auth })).statusCode,
    ).toBe(404)
    // Nothing left to compare is an ordinary answer, not an error the browser logs.
    for (const url of [`${base}/dre/comparison/temp/pj`, `${base}/dfc/comparison/temp/geral`]) {
      const none = await app.inject({ url, headers: auth })
      expect(none.statusCode, url).toBe(200)
      expect(none.json().value, url).toBeNull()
    }
  })

  it('imports the same columns from an XLSX file', async () => {
    const wb = new ExcelJS.Workbook()
    const sheet = wb.addWorksheet('Lançamentos')
    sheet.addRow(header.split(';'))
    sheet.addRow([new Date(Date.UTC(2026, 8, 3)), null, 2500.5, 'Fee fixo', '', prof.nome, 'Fee Fixo', '', '', 'Fee'])
    const res = await upload('setembro.xlsx', Buffer.from(await wb.xlsx.writeBuffer()))
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().value).toMatchObject({ linhas: 1, total_centavos: '250050', competencia_inicio: '2026-09' })
    await app.inject({ method: 'POST', url: `${base}/restore-temp-dre-version`, headers: auth })
  })

  it('offers a CSV template with the import columns', async () => {
    const res = await app.inject({ url: `${base}/versions/template`, headers: auth })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/csv')
    expect(res.body.replace('\ufeff', '').split('\r\n')[0]).toBe(header)
  })
})

describe('bad files change nothing', () => {
  it('reports every bad row with line, column and a pt-BR message, and applies none', async () => {
    const before = await counts()
    const csv = [
      header,
      '31/02/2026;;100,00;Fee fixo;;;;;;data inexistente',
      '01/03/2026;;100,00;Categoria Fantasma;;;;;;categoria desconhecida',
      '01/03/2026;;cem reais;Fee fixo;;;;;;texto no valor',
      '01/03/2026;;100,00;Fee fixo;;;;;;linha boa',
      '2026-03-01;;1,234.56;Fee fixo;PJ Inexistente;;;;;dois erros',
    ].join('\n')
    const res = await upload('ruim.csv', csv)
    expect(res.statusCode).toBe(400)
    const body = res.json()
    expect(body.message).toBe('O arquivo tem 6 erros; nada foi importado')
    expect(body.erros).toEqual([
      { linha: 2, coluna: 'data_competencia', mensagem: 'Data inválida: "31/02/2026" (use DD/MM/AAAA)' },
      { linha: 3, coluna: 'categoria', mensagem: 'Categoria não encontrada: "Categoria Fantasma"' },
      { linha: 4, coluna: 'valor', mensagem: 'Valor inválido: "cem reais" (use 1.234,56)' },
      { linha: 6, coluna: 'data_competencia', mensagem: 'Data inválida: "2026-03-01" (use DD/MM/AAAA)' },
      { linha: 6, coluna: 'valor', mensagem: 'Valor inválido: "1,234.56" (use 1.234,56)' },
      { linha: 6, coluna: 'pj', mensagem: 'PJ não encontrada: "PJ Inexistente"' },
    ])
    expect(await counts()).toEqual(before)
  })

  it('refuses amounts beyond the limit (past bigint too) and text with a NUL byte, naming line and column', async () => {
    const before = await counts()
    const csv = [
      header,
      '01/03/2026;;99.999.999.999,99;Fee fixo;;;;;;o maior valor aceito',
      '01/03/2026;;100.000.000.000,00;Fee fixo;;;;;;acima do limite',
      '01/03/2026;;-99999999999999999999999,00;Fee fixo;;;;;;além de bigint',
      '01/03/2026;;100,00;Fee fixo;;;;;;nul\u0000aqui',
    ].join('\n')
    const res = await upload('limites.csv', csv)
    expect(res.statusCode).toBe(400)
    expect(res.json().erros).toEqual([
      { linha: 3, coluna: 'valor', mensagem: 'Valor acima do limite de R$ 99.999.999.999,99' },
      { linha: 4, coluna: 'valor', mensagem: 'Valor acima do limite de R$ 99.999.999.999,99' },
      { linha: 5, coluna: 'descricao', mensagem: 'Texto com caracteres inválidos' },
    ])
    expect(await counts()).toEqual(before)
  })

  it('rejects an empty file, a header-only file and a file with a missing column', async () => {
    const before = await counts()
    const empty = await upload('vazio.csv', '')
    expect(empty.statusCode).toBe(400)
    expect(empty.json().erros[0]).toEqual({ linha: 1, coluna: 'arquivo', mensagem: 'O arquivo está vazio' })
    const onlyHeader = await upload('cabecalho.csv', `${header}\r\n`)
    expect(onlyHeader.json().erros[0].mensagem).toBe('O arquivo não tem lançamentos')
    const missing = await upload('sem-valor.csv', 'data_competencia;categoria\n01/01/2026;Fee fixo')
    expect(missing.json().erros[0]).toMatchObject({ linha: 1, coluna: 'valor' })
    expect(await counts()).toEqual(before)
  })

  it('refuses a 20 MB file with the upload limit message', async () => {
    const before = await counts()
    const line = '01/03/2026;;100,00;Fee fixo;;;;;;xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n'
    const res = await upload('enorme.csv', `${header}\n${line.repeat(Math.ceil((20 * 1024 * 1024) / line.length))}`)
    expect(res.statusCode).toBe(413)
    expect(res.json().message).toBe('Um ou mais arquivos são maiores que o limite de 15 MB')
    expect(await counts()).toEqual(before)
  })

  it('refuses uploads from other offices and from advisors', async () => {
    const aurora = await login(demo.gestorAurora)
    const body = multipart('x.csv', goodCsv)
    const other = await app.inject({
      method: 'POST',
      url: `${base}/versions/upload`,
      payload: body.payload,
      headers: { ...body.headers, authorization: aurora },
    })
    expect(other.statusCode).toBe(403)
    const assessor = await login(demo.assessor)
    const res = await app.inject({
      method: 'POST',
      url: `${base}/set-dre-version`,
      headers: { authorization: assessor },
      payload: { id_versao: 1 },
    })
    expect(res.statusCode).toBe(403)
  })
})

describe('monthly roll-up', () => {
  it('stays equal to the raw ledger after uploads, publishes and discards', async () => {
    const keys = sql.raw(
      'id_escritorio, situacao, id_versao, origem, mes, id_categoria, id_pj, id_profissional, id_area_receita, id_filial, id_equipe',
    )
    const diff = await db.execute<{ n: number }>(sql`
      with raw as (
        select id_escritorio, situacao, id_versao, origem, date_trunc('month', data_competencia::timestamp)::date as mes,
          id_categoria, id_pj, id_profissional, id_area_receita, id_filial, id_equipe,
          sum(valor_centavos) as valor, count(*)::int as quantidade
        from lancamentos group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11),
      rolled as (select ${keys}, valor_centavos as valor, quantidade from lancamentos_mensais)
      select count(*)::int as n from ((select * from raw except select * from rolled) union all (select * from rolled except select * from raw)) d`)
    expect(diff.rows[0].n).toBe(0)
    const versions = await db.execute<{ n: number }>(
      sql`select count(distinct id_versao)::int as n from lancamentos_mensais where id_escritorio = 3`,
    )
    expect(versions.rows[0].n).toBeGreaterThan(1)
  })
})

describe("an import carries the supplier's CPF/CNPJ", () => {
  const withSupplier = (documento: string) =>
    [
      `${header};fornecedor;cpf_cnpj_fornecedor`,
      `12/10/2026;;-900,00;Marketing;;;;;;Fotos do site;Ana Paula Ribeiro;${documento}`,
    ].join('\r\n')

  it('keeps a masked CPF as its digits, for the entry detail to show', async () => {
    const res = await upload('fornecedor.csv', withSupplier('529.982.247-25'))
    expect(res.statusCode, res.body).toBe(201)
    const { rows } = await db.execute<{ cpf_cnpj_fornecedor: string | null }>(
      sql`select cpf_cnpj_fornecedor from lancamentos where id_escritorio = 3 and id_versao = ${res.json().value.id}`,
    )
    expect(rows).toEqual([{ cpf_cnpj_fornecedor: '52998224725' }])
    await app.inject({ method: 'POST', url: `${base}/restore-temp-dre-version`, headers: auth })
  })

  it('refuses a CPF/CNPJ with wrong check digits, on its line', async () => {
    const res = await upload('fornecedor-ruim.csv', withSupplier('11.444.777/0001-62'))
    expect(res.statusCode).toBe(400)
    expect(res.json().erros).toEqual([
      { linha: 2, coluna: 'cpf_cnpj_fornecedor', mensagem: 'CPF/CNPJ inválido: "11.444.777/0001-62"' },
    ])
  })
})
