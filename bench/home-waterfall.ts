// The request waterfall of a cold /admin/home as gestor@demo.local on Lighthouse's mobile preset (as
// bench/mobile-home.ts): every request with its start and end (ms from navigation), size on the wire and the
// script that asked for it, then the time the KPI cards were painted. A tool to see what the first paint waits on.
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../tests/e2e/chromium'
import { startBenchServer } from './harness'
import { kpiPainted, loggedInPhone, throttleLikeMobile } from './mobile-preset'

const server = await startBenchServer({ webRoot: fileURLToPath(new URL('../dist', import.meta.url)) })
const browser = await chromium.launch(chromiumLaunchOptions)
try {
  const context = await loggedInPhone(browser, server)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await throttleLikeMobile(cdp)
  type Row = { url: string; start: number; end?: number; bytes?: number; initiator: string }
  const rows = new Map<string, Row>()
  let origin: number | undefined
  cdp.on('Network.requestWillBeSent', (e) => {
    origin ??= e.timestamp
    const stack = e.initiator.stack?.callFrames[0]?.url ?? e.initiator.url ?? e.initiator.type
    rows.set(e.requestId, { url: e.request.url, start: (e.timestamp - origin) * 1000, initiator: stack })
  })
  cdp.on('Network.loadingFinished', (e) => {
    const row = rows.get(e.requestId)
    if (row && origin !== undefined) {
      row.end = (e.timestamp - origin) * 1000
      row.bytes = e.encodedDataLength
    }
  })
  await page.goto(`${server.base}/admin/home`, { waitUntil: 'commit' })
  const kpiAt = await kpiPainted(cdp)
  const short = (url: string) => url.replace(server.base, '').replace('/static/vue-interno/assets/', '')
  for (const row of [...rows.values()].sort((a, b) => a.start - b.start)) {
    console.log(
      `${row.start.toFixed(0).padStart(6)} ${(row.end?.toFixed(0) ?? '…').padStart(6)} ` +
        `${((row.bytes ?? 0) / 1000).toFixed(1).padStart(6)} kB  ${short(row.url)}  ← ${short(row.initiator)}`,
    )
  }
  console.log(`KPI cards painted at ${kpiAt.toFixed(0)} ms; ${rows.size} requests`)
} finally {
  await browser.close()
  await server.stop()
}
