import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it, onTestFinished } from 'vitest'
import { FAKE_RF_PRODUCTS, startFakeRfSource } from '../../server/modules/crawler/fake-source'
import { assetPaths } from '../../src/contracts/asset-paths'
import type { CrawlerState, RfProduct } from '../../src/contracts/assets'
import { startChildServer, stopChildServer, untilHealthy } from './child-server'
import { demo, loginByFetch, seededApp } from './harness'

// Credentials no other data in the database or the logs could contain by chance.
const TOKEN = '730519'
const PASSWORD = '284613'
const source = await startFakeRfSource({ token: TOKEN })
afterAll(() => source.close())

const { app, db, url, login } = await seededApp({
  jobs: { pollingIntervalSeconds: 0.5 },
  config: { CRAWLER_RF_URL: source.url },
})
const tokens = { equipe: await login(demo.equipe), gestor: await login(demo.gestor) }
const rows = <T>(text: string, values: unknown[] = []) => db.$client.query(text, values).then((r) => r.rows as T[])

const start = (office: number, body: Record<string, unknown>, who: keyof typeof tokens = 'equipe') =>
  app.inject({
    method: 'POST',
    url: assetPaths.crawler,
    payload: { id_escritorio: office, ...body },
    headers: { authorization: tokens[who] },
  })
const status = (office: number, id: string) =>
  app.inject({
    url: `${assetPaths.crawlerStatus(id)}?id_escritorio=${office}`,
    headers: { authorization: tokens.equipe },
  })

async function finished(office: number, id: string): Promise<CrawlerState> {
  for (const deadline = Date.now() + 20_000; Date.now() < deadline; ) {
    const state = (await status(office, id)).json() as CrawlerState
    const { step, n_steps } = state.data.metadata
    if (step === n_steps || step === -1) return state
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`o crawler ${id} não terminou`)
}

/** Every row of every table of the app and of the job runner, as text. */
async function everyStoredText() {
  const tables = await rows<{ schema: string; name: string }>(
    `select table_schema as schema, table_name as name from information_schema.tables
      where table_schema in ('public', 'pgboss') and table_type = 'BASE TABLE'`,
  )
  const texts = await Promise.all(
    tables.map((t) => rows<{ t: string }>(`select t::text as t from "${t.schema}"."${t.name}" t`)),
  )
  return texts.flat().map((r) => r.t)
}

describe('fixed-income crawler (crawler/products/xp/rf)', () => {
  it('runs to n_steps against the source and stores the products for the office', async () => {
    const res = await start(3, { login: 'assessor.xp', password: PASSWORD, token: TOKEN })
    expect(res.statusCode).toBe(200)
    const first = res.json() as CrawlerState
    expect(first.data.metadata).toEqual({ step: 1, n_steps: 4 })
    const done = await finished(3, first.request_id)
    expect(done.data.metadata).toEqual({ step: 4, n_steps: 4 })
    expect(done.mensagem).toBe(`${FAKE_RF_PRODUCTS.length} produtos de renda fixa gravados`)
    const products = (
      await app.inject({
        url: `${assetPaths.products}?id_escritorio=3`,
        headers: { authorization: tokens.equipe },
      })
    ).json().value as RfProduct[]
    expect(products.map((p) => p.codigo).sort()).toEqual(FAKE_RF_PRODUCTS.map((p) => p.codigo).sort())
    expect(products.find((p) => p.codigo === 'TESOURO-IPCA-2035')?.preco_unitario_centavos).toBe('232145')
    // The office's positions of those products now carry the crawler's date.
    const [fresh] = await rows<{ n: number }>(
      `select count(*)::int as n from posicoes_clientes where id_escritorio = 3 and nome_ativo = 'Tesouro IPCA+ 2035'
         and data_atualizacao_crawler > now() - interval '1 minute'`,
    )
    expect(fresh.n).toBeGreaterThan(0)
    // Another office sees neither the run nor the products.
    expect((await status(1, first.request_id)).statusCode).toBe(404)
    const [aurora] = await rows<{ n: number }>('select count(*)::int as n from produtos_rf where id_escritorio = 1')
    expect(aurora.n).toBe(0)
  })

  it('ends at step -1 with the reason on a bad token, storing no product', async () => {
    const res = await start(1, { login: 'assessor.xp', password: PASSWORD, token: '000111' })
    expect(res.statusCode).toBe(200)
    const state = res.json() as CrawlerState
    expect(state.data.metadata).toEqual({ step: -1, n_steps: 4 })
    expect(state.mensagem).toBe('Login, senha ou token recusados pela fonte')
    expect(((await status(1, state.request_id)).json() as CrawlerState).data.metadata.step).toBe(-1)
    const [stored] = await rows<{ n: number }>('select count(*)::int as n from produtos_rf where id_escritorio = 1')
    expect(stored.n).toBe(0)
  })

  it('refuses bad input with the §5 messages and starts nothing', async () => {
    const before = await rows("select 1 from tarefas where fila = 'crawler.rf'")
    const cases: [Record<string, unknown>, string][] = [
      [{ password: PASSWORD, token: TOKEN }, 'Campo obrigatório'],
      [{ login: 'a', token: TOKEN }, 'Campo obrigatório'],
      [{ login: 'a', password: '12345', token: TOKEN }, 'Formato inválido'],
      [{ login: 'a', password: PASSWORD, token: '12a456' }, 'Formato inválido'],
    ]
    for (const [body, message] of cases) {
      const res = await start(3, body)
      expect([res.statusCode, res.json().message]).toEqual([400, expect.stringContaining(message)])
    }
    expect((await start(3, { login: 'a', password: PASSWORD, token: TOKEN }, 'gestor')).statusCode).toBe(403)
    expect(await rows("select 1 from tarefas where fila = 'crawler.rf'")).toEqual(before)
  })

  it("never writes the password or the token in the server's log, at trace level", async () => {
    const server = await startChildServer({
      DATABASE_URL: url,
      CRAWLER_RF_URL: source.url,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'crawler-log-')),
      LOG_LEVEL: 'trace',
    })
    onTestFinished(() => void stopChildServer(server))
    await untilHealthy(server)
    const base = server.url
    const token = await loginByFetch(base, demo.equipe)
    const run = async (credentials: Record<string, string>) =>
      (
        await fetch(`${base}${assetPaths.crawler}`, {
          method: 'POST',
          headers: { authorization: token },
          body: new URLSearchParams({ id_escritorio: '2', login: 'assessor.xp', ...credentials }),
        }).then((r) => r.json())
      ).request_id as string
    const ok = await run({ password: PASSWORD, token: TOKEN })
    await run({ password: PASSWORD, token: '999888' })
    await run({ password: '1234', token: TOKEN })
    expect((await finished(2, ok)).data.metadata.step).toBe(4)
    await stopChildServer(server)
    expect(server.output()).toContain(assetPaths.crawler)
    expect(server.output()).not.toContain(PASSWORD)
    expect(server.output()).not.toContain(TOKEN)
  }, 60_000)

  it('never stores the password or the token (after every run above, here and in the logged server)', async () => {
    const texts = await everyStoredText()
    expect(texts.length).toBeGreaterThan(100)
    expect(texts.filter((t) => t.includes(PASSWORD) || t.includes(TOKEN))).toEqual([])
  })
})
