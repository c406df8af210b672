// Replay time of 1,000 edits queued offline, as a user lives it: the production build in Chromium, logged in as
// gestor@demo.local, goes offline; 1,000 new notes wait in its IndexedDB outbox (written as `enqueueEdit` writes
// them); the connection returns and the app's own sender replays them to the real server. Prints the time from the
// page's `online` event to an empty outbox for the first replay and the p50 of RUNS more, how much of it the batch
// requests took (the server's share, the rest is the browser's IndexedDB work), PostgreSQL round trips per edit
// (deterministic), lost or duplicated edits, the server alone (1,000 edits posted straight to the batch endpoint) and
// the browser alone (the same replay, each batch answered at once by the page's own route, as the server would
// answer it), and for each of the three the machine's CPU time per 1,000 edits (all processes: Chromium's, the server's,
// PostgreSQL's), which says how much of the two cores the work fills. The server logs as `npm start` does (level info).
import { readFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { fileURLToPath } from 'node:url'
import { chromium, expect, type Page } from '@playwright/test'
import { paths } from '../src/contracts/paths'
import { chromiumLaunchOptions } from '../tests/e2e/chromium'
import { countStatements, median, startBenchServer } from './harness'

const EDITS = 1000
const RUNS = Number(process.env.RUNS ?? 5)
const OFFICE = 3
const statements = countStatements()
const server = await startBenchServer({ webRoot: fileURLToPath(new URL('../dist', import.meta.url)), logged: true })
const browser = await chromium.launch(chromiumLaunchOptions)
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`

/** The machine's CPU time so far, all cores, in seconds (Linux's /proc/stat: every field but idle and iowait). */
function cpuBusy() {
  const ticks = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number)
  return (ticks.reduce((sum, t) => sum + t, 0) - ticks[3] - ticks[4]) / 100
}

/** Runs `work`, adding the machine's CPU seconds it took to `spent`. */
async function timedCpu<T>(spent: number[], work: () => Promise<T>): Promise<T> {
  const before = cpuBusy()
  const result = await work()
  spent.push(cpuBusy() - before)
  return result
}
const cpuPerRun = (spent: number[]) => `${median(spent).toFixed(1)} CPU-s`

/**
 * Queues `EDITS` new notes as the notes card does (`useNoteActions().create` through `enqueueEdit`): in one
 * IndexedDB transaction, each note's local row (with its order key) and its outbox entry, and the collection's
 * row count.
 */
async function queueNotes(
  page: Page,
  database: string,
  author: { id: number; nome: string },
  run: number,
  prefix = 'Anotação',
) {
  await page.evaluate(
    async ({ database, edits, run, office, author, prefix }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const opening = indexedDB.open(database)
        opening.onsuccess = () => resolve(opening.result)
        opening.onerror = () => reject(opening.error)
      })
      const tx = db.transaction(['rows', 'meta', 'outbox'], 'readwrite')
      const scope = String(office)
      for (let i = 0; i < edits; i++) {
        const id = crypto.randomUUID()
        const now = new Date().toISOString()
        const texto = `${prefix} ${run}-${i}`
        const after = {
          id,
          texto,
          autor: author.nome,
          id_autor: author.id,
          version: 1,
          data_criacao: now,
          data_atualizacao: now,
        }
        tx.objectStore('rows').put({ collection: 'anotacoes', scope, id, data: after, sort: now })
        tx.objectStore('outbox').add({
          id: crypto.randomUUID(),
          label: 'Nova anotação',
          collection: 'anotacoes',
          scope,
          rowId: id,
          method: 'POST',
          url: `/v2/api/office/${office}/notes`,
          body: { id, texto },
          baseVersion: null,
          before: null,
          after,
          state: 'pending',
          attempts: 0,
          nextAttemptAt: 0,
          createdAt: Date.now(),
          followed: false,
        })
      }
      const meta = tx.objectStore('meta')
      const reading = meta.get(['anotacoes', scope])
      reading.onsuccess = () => {
        if (reading.result?.rowCount !== undefined)
          meta.put({ ...reading.result, rowCount: reading.result.rowCount + edits })
      }
      await new Promise((resolve, reject) => {
        tx.oncomplete = resolve
        tx.onerror = () => reject(tx.error)
      })
      db.close()
    },
    { database, edits: EDITS, run, office: OFFICE, author, prefix },
  )
}

/** From the `online` event to an empty outbox (polled every 20 ms): ms, and ms spent in batch requests. */
async function replayed(page: Page, database: string, goOnline: () => Promise<void>) {
  await page.evaluate(() => {
    performance.clearResourceTimings()
    performance.clearMarks('back-online')
    addEventListener('online', () => performance.mark('back-online'), { once: true })
  })
  await goOnline()
  return page.evaluate(async (database) => {
    const db = await new Promise<IDBDatabase>((resolve) => {
      const opening = indexedDB.open(database)
      opening.onsuccess = () => resolve(opening.result)
    })
    const waiting = () =>
      new Promise<number>((resolve) => {
        const counting = db.transaction('outbox').objectStore('outbox').count()
        counting.onsuccess = () => resolve(counting.result)
      })
    while ((await waiting()) > 0) await new Promise((resolve) => setTimeout(resolve, 20))
    const done = performance.now()
    db.close()
    const inRequests = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes('/sync/batch'))
      .reduce((sum, e) => sum + (e as PerformanceResourceTiming).responseEnd - e.startTime, 0)
    return { ms: done - performance.getEntriesByName('back-online')[0].startTime, inRequests }
  }, database)
}

/**
 * The server's share alone: 1,000 new notes posted from Node straight to the batch endpoint, 100 per request, as the
 * sender sends them; ms. On this shared machine it tells how fast the machine ran during the browser's replays.
 */
async function postedStraight(token: string, run: number) {
  const started = performance.now()
  for (let batch = 0; batch < EDITS / 100; batch++) {
    const entries = Array.from({ length: 100 }, (_, i) => ({
      id: crypto.randomUUID(),
      method: 'POST',
      url: `/v2/api/office/${OFFICE}/notes`,
      contentType: 'application/json',
      body: JSON.stringify({ id: crypto.randomUUID(), texto: `Nota direta ${run}-${batch}-${i}` }),
    }))
    const response = await fetch(new URL(paths.syncBatch, server.base), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify({ entries }),
    })
    const { results } = (await response.json()) as { results: { outcome: string }[] }
    if (results.some((r) => r.outcome !== 'applied')) throw new Error(`batch ${batch} not applied`)
  }
  return performance.now() - started
}

/**
 * Answers every batch at once, each note applied as the server answers it (version 1, its author's name): the replay
 * then takes only what the browser spends. The notes never reach the server.
 */
async function answerBatchesInPage(page: Page, author: { id: number; nome: string }) {
  await page.route(`**${paths.syncBatch}`, async (route) => {
    const { entries } = route.request().postDataJSON() as { entries: { id: string; body: string }[] }
    const now = new Date().toISOString()
    const results = entries.map((entry) => {
      const { id, texto } = Object.fromEntries(new URLSearchParams(entry.body))
      const value = {
        id,
        texto,
        autor: author.nome,
        id_autor: author.id,
        version: 1,
        data_criacao: now,
        data_atualizacao: now,
      }
      return { id: entry.id, outcome: 'applied', status: 201, body: { status: 201, value } }
    })
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ status: 200, results }),
    })
  })
}

try {
  const session = await server.session('gestor@demo.local')
  const database = `aawz-u${session.id_interno}`
  // The page's sender only: the service worker would precache the app meanwhile (it takes no part in the sends).
  const context = await browser.newContext({ serviceWorkers: 'block' })
  // tsx names the functions handed to page.evaluate with a helper the page does not have.
  await context.addInitScript('globalThis.__name = (f) => f')
  const page = await context.newPage()
  await page.goto(`${server.base}/healthz`)
  await page.evaluate((user) => localStorage.setItem('aawz:session', JSON.stringify(user)), session)
  await page.goto(`${server.base}/admin/home`)
  await page.locator('[elementtiming="kpi-clientes"]').waitFor()
  // The app has created the user's database (its stores included) before the bench writes into it.
  await expect
    .poll(() => page.evaluate(async (name) => (await indexedDB.databases()).some((d) => d.name === name), database))
    .toBe(true)

  const runs: Awaited<ReturnType<typeof replayed>>[] = []
  const [replayCpu, browserCpu, serverCpu]: number[][] = [[], [], []]
  const author = { id: session.id_interno, nome: session.nome }
  let roundTrips = 0
  for (let run = 0; run <= RUNS; run++) {
    await context.setOffline(true)
    await queueNotes(page, database, author, run)
    const sentBefore = statements.sent()
    runs.push(await timedCpu(replayCpu, () => replayed(page, database, () => context.setOffline(false))))
    roundTrips = (statements.sent() - sentBefore) / EDITS
  }
  await answerBatchesInPage(page, author)
  const browserAlone: number[] = []
  for (let run = 0; run < RUNS; run++) {
    await context.setOffline(true)
    await queueNotes(page, database, author, run, 'Sem servidor')
    browserAlone.push((await timedCpu(browserCpu, () => replayed(page, database, () => context.setOffline(false)))).ms)
  }
  await page.unrouteAll()
  const straight: number[] = []
  for (let run = 0; run < RUNS; run++)
    straight.push(await timedCpu(serverCpu, () => postedStraight(session.token, run)))
  const [first, ...rest] = runs
  const stored = await server.db.execute<{ n: number }>(
    "select count(*)::int as n from anotacoes where texto like 'Anotação %'",
  )
  const expected = EDITS * (RUNS + 1)
  const { n } = stored.rows[0]
  const p50 = median(rest.map((r) => r.ms))
  const p50Requests = median(rest.map((r) => r.inRequests))
  console.log(
    `outbox replay in Chromium: ${EDITS} queued edits replayed in p50 ${seconds(p50)} ` +
      `(runs ${rest.map((r) => seconds(r.ms)).join(' / ')}), of which the batch requests p50 ${seconds(p50Requests)}; ` +
      `first replay after the server started ${seconds(first.ms)}; ` +
      `the machine's CPU time per replay p50 ${cpuPerRun(replayCpu.slice(1))} (${cpus().length} cores); ` +
      `${roundTrips.toFixed(1)} PostgreSQL round trips per edit; ` +
      `the same server, 1,000 edits posted straight to the batch endpoint without a browser: p50 ${seconds(median(straight))}, ${cpuPerRun(serverCpu)}; ` +
      `the browser alone, each batch answered at once in the page: p50 ${seconds(median(browserAlone))}, ${cpuPerRun(browserCpu)}; ` +
      `${expected - Math.min(n, expected)} lost, ${Math.max(0, n - expected)} duplicated (${n} rows for ${expected} edits)`,
  )
} finally {
  await browser.close()
  await server.stop()
}
