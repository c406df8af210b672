import { describe, expect, it } from 'vitest'
import { assetPaths } from '../../src/contracts/asset-paths'
import type { AssetRows, CotizationCheck, TickerFinding } from '../../src/contracts/assets'
import { demo, seededApp } from './harness'

const { app, db, login } = await seededApp()
const tokens = {
  equipe: await login(demo.equipe),
  gestor: await login(demo.gestor),
  aurora: await login(demo.gestorAurora),
}
type Who = keyof typeof tokens
const rows = <T>(text: string, values: unknown[] = []) => db.$client.query(text, values).then((r) => r.rows as T[])

const get = (who: Who, url: string) => app.inject({ method: 'GET', url, headers: { authorization: tokens[who] } })
const post = (who: Who, url: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url, payload, headers: { authorization: tokens[who] } })
const assetsUrl = (office: number, client: number) =>
  `${assetPaths.rows}?id_escritorio=${office}&filters=${encodeURIComponent(JSON.stringify({ id_cliente: client }))}`

/** A client of office 3 holding a position named `name`. */
async function holderOf(name: string) {
  const [row] = await rows<{ id_cliente: number }>(
    'select id_cliente from posicoes_clientes where id_escritorio = 3 and nome_ativo = $1 order by id_cliente limit 1',
    [name],
  )
  return row.id_cliente
}
const positions = (client: number) =>
  rows<{ id: number; nome_ativo: string; referencia: string | null }>(
    'select id, nome_ativo, referencia from posicoes_clientes where id_escritorio = 3 and id_cliente = $1 order by id',
    [client],
  )

describe('client asset rows (app_dados_ativos_clientes)', () => {
  it("answers the client's positions and the same total as its portfolio", async () => {
    const client = await holderOf('VVAR3')
    const res = await get('equipe', assetsUrl(3, client))
    expect(res.statusCode).toBe(200)
    const body = res.json() as AssetRows
    const portfolio = (await get('equipe', `/v2/api/office/3/clients/${client}`)).json().value
    expect(body.data).toEqual(portfolio.ativos)
    expect(body.cliente.patrimonio_centavos).toBe(portfolio.cliente.patrimonio_centavos)
    const sum = body.data.reduce((s, a) => s + BigInt(a.valor_centavos), 0n)
    expect(body.cliente.patrimonio_centavos).toBe(String(sum))
    expect(body.data.some((a) => a.data_atualizacao_cotizacao !== null)).toBe(true)
  })

  it("never reaches another office's client: 404 for staff in the wrong office, 403 for office users", async () => {
    const client = await holderOf('VVAR3')
    const wrongOffice = await get('equipe', assetsUrl(1, client))
    expect(wrongOffice.statusCode).toBe(404)
    expect(wrongOffice.json().message).toBe('Cliente não encontrado')
    expect(wrongOffice.body).not.toContain('VVAR3')
    for (const who of ['gestor', 'aurora'] as const) {
      expect((await get(who, assetsUrl(3, client))).statusCode).toBe(403)
      const cot = await get(who, `${assetPaths.cotization}?id_escritorio=3&id_cliente=${client}&id_ativo=1`)
      expect(cot.statusCode).toBe(403)
    }
    const [asset] = await positions(client)
    const foreign = await get(
      'equipe',
      `${assetPaths.cotization}?id_escritorio=1&id_cliente=${client}&id_ativo=${asset.id}`,
    )
    expect(foreign.statusCode).toBe(404)
  })

  it('refuses bad filters in pt-BR', async () => {
    const res = await get(
      'equipe',
      `${assetPaths.rows}?id_escritorio=3&filters=${encodeURIComponent('{"id_cliente":"x"}')}`,
    )
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain('Cliente não encontrado')
    const missing = await get('equipe', `${assetPaths.rows}?id_escritorio=3`)
    expect([missing.statusCode, missing.json().message]).toEqual([400, expect.stringContaining('Campo obrigatório')])
    const garbled = await get('equipe', `${assetPaths.rows}?id_escritorio=3&filters=abc`)
    expect([garbled.statusCode, garbled.json().message]).toEqual([400, expect.stringContaining('Formato inválido')])
  })
})

describe('renaming a client asset (§5 Replace asset name)', () => {
  it('renames the positions and, by default, their reference', async () => {
    const client = await holderOf('BIDI11')
    const before = await positions(client)
    const res = await post('equipe', assetPaths.changeName, {
      id_escritorio: 3,
      id_cliente: client,
      old_name: 'BIDI11',
      new_name: 'INBR32',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().value.renomeados).toBe(1)
    const after = await positions(client)
    const renamed = after.find((p) => p.nome_ativo === 'INBR32')
    expect(renamed?.referencia).toBe('INBR32')
    expect(after.filter((p) => p.nome_ativo !== 'INBR32')).toEqual(before.filter((p) => p.nome_ativo !== 'BIDI11'))
    const [audit] = await rows<{ acao: string }>(
      "select acao from auditoria where entidade = 'ativo_cliente' and id_entidade = $1",
      [`${client}:BIDI11`],
    )
    expect(audit.acao).toBe('renomear')
  })

  it('keeps the reference with update_referencia false', async () => {
    const client = await holderOf('Tesouro IPCA+ 2035')
    const ref = (await positions(client)).find((p) => p.nome_ativo === 'Tesouro IPCA+ 2035')?.referencia
    const res = await post('equipe', assetPaths.changeName, {
      id_escritorio: 3,
      id_cliente: client,
      old_name: 'Tesouro IPCA+ 2035',
      new_name: 'Tesouro IPCA+ 2035 (NTN-B)',
      update_referencia: 'false',
    })
    expect(res.statusCode).toBe(200)
    const renamed = (await positions(client)).find((p) => p.nome_ativo === 'Tesouro IPCA+ 2035 (NTN-B)')
    expect(renamed?.referencia).toBe(ref)
  })

  it('refuses bad input with a pt-BR 4xx and writes nothing', async () => {
    const client = await holderOf('VVAR3')
    const before = await positions(client)
    const audits = async () => (await rows('select 1 from auditoria where entidade = $1', ['ativo_cliente'])).length
    const auditsBefore = await audits()
    const cases: [Record<string, unknown>, number, string][] = [
      [{ id_escritorio: 3, id_cliente: client, new_name: 'BHIA3' }, 400, 'Campo obrigatório'],
      [{ id_escritorio: 3, id_cliente: client, old_name: 'VVAR3', new_name: '  ' }, 400, 'Campo obrigatório'],
      [
        { id_escritorio: 3, id_cliente: client, old_name: 'VVAR3', new_name: 'VVAR3' },
        400,
        'O novo nome deve ser diferente',
      ],
      [
        { id_escritorio: 3, id_cliente: client, old_name: 'PETR4', new_name: 'PETR3' },
        404,
        'Este cliente não tem ativo',
      ],
      [{ id_escritorio: 1, id_cliente: client, old_name: 'VVAR3', new_name: 'BHIA3' }, 404, 'Cliente não encontrado'],
      [{ id_escritorio: 3, id_cliente: 'abc', old_name: 'VVAR3', new_name: 'BHIA3' }, 400, 'Cliente não encontrado'],
    ]
    for (const [payload, status, message] of cases) {
      const res = await post('equipe', assetPaths.changeName, payload)
      expect([res.statusCode, res.json().message]).toEqual([status, expect.stringContaining(message)])
    }
    const refused = await post('gestor', assetPaths.changeName, {
      id_escritorio: 3,
      id_cliente: client,
      old_name: 'VVAR3',
      new_name: 'BHIA3',
    })
    expect(refused.statusCode).toBe(403)
    expect(await positions(client)).toEqual(before)
    expect(await audits()).toBe(auditsBefore)
  })
})

describe('cotization check', () => {
  it('tells how old the cotization is, confirms it with a new value and the client total follows', async () => {
    const client = await holderOf('VVAR3')
    const asset = (await positions(client)).find((p) => p.nome_ativo === 'VVAR3')!
    const url = `${assetPaths.cotization}?id_escritorio=3&id_cliente=${client}&id_ativo=${asset.id}`
    const check = (await get('equipe', url)).json().value as CotizationCheck
    expect(check.situacao).toBe('desatualizada')
    expect(check.acao_faltante).toBe(true)
    const confirmed = await post('equipe', assetPaths.cotization, {
      id_escritorio: 3,
      id_cliente: client,
      id_ativo: asset.id,
      valor_centavos: '1300000',
    })
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.json().value.situacao).toBe('em_dia')
    expect(confirmed.json().value.ativo.valor_centavos).toBe('1300000')
    const body = (await get('equipe', assetsUrl(3, client))).json() as AssetRows
    const sum = body.data.reduce((s, a) => s + BigInt(a.valor_centavos), 0n)
    expect(body.cliente.patrimonio_centavos).toBe(String(sum))
    const bad = await post('equipe', assetPaths.cotization, {
      id_escritorio: 3,
      id_cliente: client,
      id_ativo: asset.id,
      valor_centavos: '-5',
    })
    expect([bad.statusCode, bad.json().message]).toEqual([400, expect.stringContaining('Formato inválido')])
  })
})

describe('missing stocks and ticker changes', () => {
  it('lists and adds missing stocks, refusing a repeat and a bad ticker', async () => {
    const list = (await get('equipe', assetPaths.missingStocks)).json().missing_stocks as { stock: string }[]
    expect(list.map((s) => s.stock)).toEqual(['AZEV4', 'VVAR3'])
    const added = await post('equipe', assetPaths.missingStocks, { stock: ' petr4 ' })
    expect([added.statusCode, added.json().value.stock]).toEqual([201, 'PETR4'])
    const again = await post('equipe', assetPaths.missingStocks, { stock: 'PETR4' })
    expect([again.statusCode, again.json().message]).toEqual([409, 'Esta ação já está na lista de ações faltantes'])
    const bad = await post('equipe', assetPaths.missingStocks, { stock: 'PETROBRAS' })
    expect([bad.statusCode, bad.json().message]).toEqual([400, expect.stringContaining('Formato inválido')])
    expect((await post('gestor', assetPaths.missingStocks, { stock: 'VALE3' })).statusCode).toBe(403)
    expect((await rows("select 1 from acoes_faltantes where stock in ('PETROBRAS', 'VALE3')")).length).toBe(0)
  })

  it('adds a ticker change and the analyzer finds the positions still under the old name', async () => {
    const res = await post('equipe', assetPaths.tickerChanges, { old_name: 'KNRI11', new_name: 'KNRI12' })
    expect(res.statusCode).toBe(201)
    const same = await post('equipe', assetPaths.tickerChanges, { old_name: 'BOVA11', new_name: 'BOVA11' })
    expect([same.statusCode, same.json().message]).toEqual([400, expect.stringContaining('diferente')])
    const findings = (await get('equipe', `${assetPaths.tickerAnalyzer}?id_escritorio=3`)).json()
      .value as TickerFinding[]
    const holders = await rows("select 1 from posicoes_clientes where id_escritorio = 3 and nome_ativo = 'KNRI11'")
    expect(findings.filter((f) => f.old_name === 'KNRI11')).toHaveLength(holders.length)
    expect(findings.find((f) => f.old_name === 'VVAR3')?.new_name).toBe('BHIA3')
    const aurora = (await get('equipe', `${assetPaths.tickerAnalyzer}?id_escritorio=1`)).json().value as TickerFinding[]
    expect(aurora.some((f) => f.old_name === 'VVAR3')).toBe(false)
  })
})
