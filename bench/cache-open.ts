// Time to open a cached collection (50,000 rows; ROWS=100 for the small case) from IndexedDB, offline, and draw the first screen of it.
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../tests/e2e/chromium'
import { percentile, startBenchServer } from './harness'

const ROWS = Number(process.env.ROWS ?? 50_000)
const RUNS = 5
const server = await startBenchServer({ webRoot: fileURLToPath(new URL('../dist', import.meta.url)) })
const browser = await chromium.launch(chromiumLaunchOptions)
try {
  const context = await browser.newContext({ viewport: { width: 1366, height: 820 } })
  const page = await context.newPage()
  page.on('pageerror', (e) => console.error('pageerror', e.message))
  page.on('console', (m) => m.type() === 'error' && console.error('console', m.text()))
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
  // Fill the user's cache directly, as if the notes had been synchronised earlier.
  await page.evaluate(
    async ({ userId, rows }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open(`aawz-u${userId}`)
        req.onsuccess = () => resolve(req.result)
        req.onerror = () => reject(req.error)
      })
      const tx = db.transaction(['rows', 'meta'], 'readwrite')
      const store = tx.objectStore('rows')
      // As the app stores them: each row with its indexed order key, the meta row naming that order.
      tx.objectStore('meta').put({
        collection: 'anotacoes',
        scope: '3',
        loading: false,
        lastUpdate: Date.now(),
        sortedBy: 'newest',
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
    { userId, rows: ROWS },
  )
  await context.setOffline(true)
  const times: number[] = []
  for (let run = 0; run < RUNS; run++) {
    await page.reload({ waitUntil: 'commit' })
    await page.getByTestId('anotacao').first().waitFor()
    times.push(await page.evaluate(() => performance.now()))
  }
  times.sort((a, b) => a - b)
  console.log(
    `cached collection open: ${ROWS.toLocaleString('en')} rows from IndexedDB, offline, first screen drawn after ` +
      `p50 ${Math.round(percentile(times, 50))} ms / max ${Math.round(times[times.length - 1])} ms from navigation start (${RUNS} reloads)`,
  )
} finally {
  await browser.close()
  await server.stop()
}
