// First screen of a cached collection (office notes) opened offline from IndexedDB, with 100 rows and with 50,000:
// two logged-in tabs of their own storage, reloaded in turn (RUNS each, so both sizes meet the same machine load).
// Each figure is taken inside the page: from navigation start to the first animation frame after the first rows
// are in the document (a MutationObserver installed before the app's scripts), not when a poll from here sees them.
import { fileURLToPath } from 'node:url'
import { type BrowserContext, chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../tests/e2e/chromium'
import { median, startBenchServer } from './harness'

const SIZES = [100, 50_000]
const RUNS = Number(process.env.RUNS ?? 9)
const server = await startBenchServer({ webRoot: fileURLToPath(new URL('../dist', import.meta.url)) })
const browser = await chromium.launch(chromiumLaunchOptions)

declare global {
  interface Window {
    __firstRowsDrawn?: number
  }
}

/** Records in the page when the first note is drawn: the next frame after it enters the document. */
const watchFirstRows = () => {
  const seen = new MutationObserver(() => {
    if (!document.querySelector('[data-testid="anotacao"]')) return
    seen.disconnect()
    requestAnimationFrame(() => {
      window.__firstRowsDrawn = performance.now()
    })
  })
  seen.observe(document, { childList: true, subtree: true })
}

/** A logged-in tab whose notes cache holds `rows` notes of office 3, as if synchronised earlier, then offline. */
async function cachedTab(rows: number) {
  const context: BrowserContext = await browser.newContext({ viewport: { width: 1366, height: 820 } })
  await context.addInitScript(watchFirstRows)
  const page = await context.newPage()
  page.on('pageerror', (e) => console.error('pageerror', e.message))
  await page.goto(`${server.base}/admin/login`)
  await page.getByLabel('E-mail').fill('gestor@demo.local')
  await page.getByLabel('Senha', { exact: true }).fill('demo1234')
  await page.getByRole('button', { name: 'Entrar' }).click()
  await page.getByRole('heading', { name: 'Visão Geral' }).waitFor()
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      )
    }
  })
  const userId = await page.evaluate(
    () => JSON.parse(localStorage.getItem('aawz:session') ?? '{}').id_interno as number,
  )
  await context.setOffline(true)
  await page.evaluate(
    async ({ userId, rows }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open(`aawz-u${userId}`)
        req.onsuccess = () => resolve(req.result)
        req.onerror = () => reject(req.error)
      })
      const tx = db.transaction(['rows', 'meta'], 'readwrite')
      const store = tx.objectStore('rows')
      // Only the bench's rows: the notes the first online visit cached go.
      store.delete(IDBKeyRange.bound(['anotacoes', '3'], ['anotacoes', '3', []]))
      // As the app stores them: each row with its indexed order key, the meta row naming that order and keeping
      // the row count (src/db/collections.ts: every write updates it).
      tx.objectStore('meta').put({
        collection: 'anotacoes',
        scope: '3',
        loading: false,
        lastUpdate: Date.now(),
        sortedBy: 'newest',
        rowCount: rows,
      })
      const base = Date.UTC(2026, 0, 1)
      for (let i = 0; i < rows; i++) {
        const id = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`
        const date = new Date(base + i * 60_000).toISOString()
        store.put({
          collection: 'anotacoes',
          scope: '3',
          id,
          sort: date,
          data: { id, texto: `Anotação ${i}`, autor: 'Bench', version: 1, data_criacao: date, data_atualizacao: date },
        })
      }
      await new Promise((resolve, reject) => {
        tx.oncomplete = resolve
        tx.onerror = () => reject(tx.error)
      })
      db.close()
    },
    { userId, rows },
  )
  return {
    async open() {
      await page.reload({ waitUntil: 'commit' })
      await page.waitForFunction(() => window.__firstRowsDrawn !== undefined)
      // The newest note first: the page drew the first screen of this cache, not an empty or stale one.
      const newest = (await page.getByTestId('anotacao').first().textContent()) ?? ''
      if (!newest.includes(`Anotação ${rows - 1}`)) throw new Error(`first row is not the newest: ${newest}`)
      return page.evaluate(() => window.__firstRowsDrawn as number)
    },
  }
}

try {
  const tabs = await Promise.all(SIZES.map(cachedTab))
  const times = SIZES.map(() => [] as number[])
  for (const tab of tabs) await tab.open() // warm-up: the service worker's cache and the compiled code
  for (let run = 0; run < RUNS; run++) {
    for (const [i, tab] of tabs.entries()) times[i].push(await tab.open())
  }
  const medians = times.map(median)
  const figures = SIZES.map(
    (rows, i) =>
      `${rows.toLocaleString('en')} rows p50 ${Math.round(medians[i])} ms (${Math.round(Math.min(...times[i]))}–${Math.round(Math.max(...times[i]))})`,
  )
  console.log(
    `cached collection open, offline, navigation start to first rows drawn (${RUNS} reloads each, in turn): ` +
      `${figures.join('; ')}; ${SIZES.at(-1)?.toLocaleString('en')} / ${SIZES[0]} = ${(medians[1] / medians[0]).toFixed(2)}× (goal ≤ 1.2×)`,
  )
} finally {
  await browser.close()
  await server.stop()
}
