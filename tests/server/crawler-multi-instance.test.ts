import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import { openDb } from '../../server/db/connection'
import { seedDemo } from '../../server/db/seed'
import { CRAWLER_QUEUE } from '../../server/modules/crawler/crawler-job'
import { FAKE_RF_PRODUCTS, FAKE_RF_TOKEN } from '../../server/modules/crawler/fake-source'
import { assetPaths } from '../../src/contracts/asset-paths'
import type { CrawlerState } from '../../src/contracts/assets'
import { demo, freshDatabase, loginOn } from './harness'

// The crawler across server processes: app instances on one database, each with the demo's own stand-in source (no
// CRAWLER_RF_URL), as two processes of the dev server would be. The run's state is the job's row in PostgreSQL
// (`tarefas`); the source's session is signed, so whichever process's worker runs the crawl, its stand-in accepts it.
const { db, url } = await freshDatabase()
await seedDemo(db)
const config = { SESSION_TTL_HOURS: 12, LOG_LEVEL: 'silent' as const }
const PASSWORD = '591837'
const dbs = [db]
const instance = async (pollingIntervalSeconds: number) => {
  const own = openDb(url, 5)
  dbs.push(own)
  return buildApp({ db: own, config, demoRfSource: true, jobs: { pollingIntervalSeconds } })
}
// B works its queues; A and C poll theirs rarely, so the runs they start are worked by B.
const appA = await instance(300)
const appB = await instance(0.5)
const appC = await instance(300)
// As main.ts does after listen: B's workers run from the start.
await appB.jobs.start()
afterAll(async () => {
  await Promise.allSettled([appA, appB, appC].map((app) => app.close()))
  for (const d of dbs.slice(1)) await d.$client.end()
})

type App = typeof appA
// One staff session (a second factor each sign-in), opened on A: every process on the database accepts it.
const staff = await loginOn(appA, demo.equipe)
const start = async (app: App, token: string) => {
  const res = await app.inject({
    method: 'POST',
    url: assetPaths.crawler,
    headers: { authorization: token },
    payload: { id_escritorio: 3, login: 'assessor.xp', password: PASSWORD, token: FAKE_RF_TOKEN },
  })
  expect(res.statusCode).toBe(200)
  return res.json() as CrawlerState
}
const poll = async (app: App, token: string, id: string) => {
  const res = await app.inject({
    url: `${assetPaths.crawlerStatus(id)}?id_escritorio=3`,
    headers: { authorization: token },
  })
  expect(res.statusCode).toBe(200)
  return res.json() as CrawlerState
}
async function finished(app: App, token: string, id: string): Promise<CrawlerState> {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
    const state = await poll(app, token, id)
    const { step, n_steps } = state.data.metadata
    if (step === n_steps || step === -1) return state
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`o crawler ${id} não terminou`)
}
const done = { step: 4, n_steps: 4 }
const stored = `${FAKE_RF_PRODUCTS.length} produtos de renda fixa gravados`

describe('the fixed-income crawler across server processes', () => {
  it('a run started on one process is worked by another and polled on either: the real steps up to n_steps', async () => {
    const [onB, onC] = [staff, staff]
    const first = await start(appC, onC)
    expect(first.data.metadata).toEqual({ step: 1, n_steps: 4 })
    const end = await finished(appB, onB, first.request_id)
    expect([end.data.metadata, end.mensagem]).toEqual([done, stored])
    // The process that started it answers the same state.
    expect((await poll(appC, onC, first.request_id)).data.metadata).toEqual(done)
  })

  it('a run whose process stopped right after starting it is polled on another as queued, then run to the end there', async () => {
    const [onA, onB] = [staff, staff]
    const first = await start(appA, onA)
    // A stops (its workers and its stand-in source close): the run is still in the database.
    await appA.close()
    const queued = await poll(appB, onB, first.request_id)
    expect(queued.data.metadata.n_steps).toBe(4)
    expect(queued.data.metadata.step).toBeGreaterThanOrEqual(1)
    const end = await finished(appB, onB, first.request_id)
    expect([end.data.metadata, end.mensagem]).toEqual([done, stored])
  })

  it('a session the source no longer accepts fails visibly (step -1 and why), on every process', async () => {
    const [onB, onC] = [staff, staff]
    const id = await appB.jobs.send(CRAWLER_QUEUE, 3, { sessao: `${Date.now() - 1000}.velha.assinatura` })
    const end = await finished(appB, onB, id)
    expect([end.data.metadata.step, end.mensagem]).toEqual([
      -1,
      'A sessão na fonte expirou; execute o crawler novamente',
    ])
    expect((await poll(appC, onC, id)).data.metadata.step).toBe(-1)
  })

  it('keeps no password in the database, whichever process ran the crawl', async () => {
    const rows = await db.$client.query(
      'select t::text as t from tarefas t where fila = $1 union all select j::text from pgboss.job j where name = $1',
      [CRAWLER_QUEUE],
    )
    expect(rows.rows.length).toBeGreaterThan(2)
    expect(rows.rows.filter((r) => String(r.t).includes(PASSWORD))).toEqual([])
  })
})
