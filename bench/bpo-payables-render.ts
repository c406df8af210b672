// The payables list in the browser with 100,000 payables in the office: office 3 of the demo gets them, and the
// gestor opens /bpo/contas_a_pagar over the whole two years (desktop, no throttling). Prints the time from
// navigation start to the first rows drawn, on a first visit and on a reload once the device has cached the rows
// (p50 of RUNS), and the rows counted.
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { sql } from 'drizzle-orm'
import { chromiumLaunchOptions } from '../tests/e2e/chromium'
import { percentile, startBenchServer } from './harness'

const BILLS = Number(process.env.BENCH_BILLS ?? 100_000)
const RUNS = Number(process.env.RUNS ?? 5)
const OFFICE = 3

const server = await startBenchServer({ webRoot: fileURLToPath(new URL('../dist', import.meta.url)) })
const browser = await chromium.launch(chromiumLaunchOptions)
try {
  const ids = async (table: 'fornecedores' | 'categorias' | 'contas_correntes') =>
    (
      await server.db.execute<{ id: number }>(
        sql`select id from ${sql.identifier(table)} where id_escritorio = ${OFFICE} order by id limit 50`,
      )
    ).rows.map((r) => r.id)
  const [providers, categories, accounts] = await Promise.all([
    ids('fornecedores'),
    ids('categorias'),
    ids('contas_correntes'),
  ])
  // Due dates over two years around 2026-11; a third paid, a few cancelled (as bench/bpo-payables.ts).
  await server.db.execute(sql`insert into titulos (id_escritorio, tipo, descricao, id_fornecedor, data_vencimento,
      data_competencia, valor_centavos, pago_centavos, id_categoria, id_conta_corrente, cancelado)
    select ${OFFICE}, 'pagar', 'Conta ' || g, (${sql.param(providers)}::int[])[1 + g % ${providers.length}],
      date '2025-11-01' + (g % 730), date '2025-11-01' + (g % 730) - 5, 10000 + (g * 7919) % 5000000,
      case when g % 3 = 0 then 10000 + (g * 7919) % 5000000 else 0 end,
      (${sql.param(categories)}::int[])[1 + g % ${categories.length}], ${accounts[0]}, g % 50 = 0
    from generate_series(1, ${BILLS}) g`)
  await server.db.execute(sql`analyze titulos`)

  const session = await server.session('gestor@demo.local')
  const url = `${server.base}/admin/bpo/contas_a_pagar?inicio=2025-11&fim=2027-10`
  const drawn = async (page: import('@playwright/test').Page) => {
    await page.goto(url, { waitUntil: 'commit' })
    await page.getByTestId('conta').first().waitFor({ timeout: 120_000 })
    return page.evaluate(() => performance.now())
  }
  // The refresh is drawn before IndexedDB has written it (src/db/use-collection.ts): the reload waits for the write,
  // which records the collection's row count in its meta row in the same transaction as the rows.
  const cached = (page: import('@playwright/test').Page) =>
    page.waitForFunction(
      async (userId) => {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const req = indexedDB.open(`aawz-u${userId}`)
          req.onsuccess = () => resolve(req.result)
          req.onerror = () => reject(req.error)
        })
        const metas = await new Promise<Array<{ collection: string; rowCount?: number }>>((resolve) => {
          const req = db.transaction('meta').objectStore('meta').getAll()
          req.onsuccess = () => resolve(req.result)
        })
        db.close()
        return metas.some((m) => m.collection === 'bpo-titulos-pagar' && (m.rowCount ?? 0) > 0)
      },
      session.id_interno,
      { timeout: 120_000, polling: 250 },
    )
  const first: number[] = []
  const reload: number[] = []
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    await context.addInitScript((user) => localStorage.setItem('aawz:session', JSON.stringify(user)), session)
    const page = await context.newPage()
    first.push(await drawn(page))
    await cached(page)
    reload.push(await drawn(page))
    await context.close()
  }
  const listed = await fetch(
    `${server.base}/v2/api/office/${OFFICE}/bpo/titulos/pagar?limite=1&inicio=2025-11&fim=2027-10`,
    { headers: { authorization: session.token } },
  )
  const { total } = (await listed.json()).value as { total: number }
  first.sort((a, b) => a - b)
  reload.sort((a, b) => a - b)
  console.log(
    `payables list, ${BILLS.toLocaleString('en')} payables in the office, first rows drawn: first visit p50 ` +
      `${Math.round(percentile(first, 50))} ms, reload p50 ${Math.round(percentile(reload, 50))} ms ` +
      `(${RUNS} runs; ${total.toLocaleString('en')} payables in the period)`,
  )
} finally {
  await browser.close()
  await server.stop()
}
