// The request waterfall of a cold /admin/home as gestor@demo.local on Lighthouse's mobile preset (as
// bench/mobile-home.ts): every request with its start and end (ms from navigation), size on the wire and the
// script that asked for it, then the time the KPI cards drew. A tool to see what the first paint waits on.
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../tests/e2e/chromium'
import { startBenchServer } from './harness'

const server = await startBenchServer({ webRoot: fileURLToPath(new URL('../dist', import.meta.url)) })
const browser = await chromium.launch(chromiumLaunchOptions)
try {
  const session = await (
    await fetch(`${server.base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'gestor@demo.local', password: 'demo1234' }),
    })
  ).json()
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true })
  await context.addInitScript((user) => {
    localStorage.setItem('aawz:session', JSON.stringify(user))
    new MutationObserver((_, observer) => {
      if (/\d/.test(document.querySelector('[data-testid="kpi-clientes"]')?.textContent ?? '')) {
        ;(window as unknown as { kpiAt: number }).kpiAt = performance.now()
        observer.disconnect()
      }
    }).observe(document, { childList: true, subtree: true, characterData: true })
  }, session)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
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
  await page.waitForFunction(() => (window as unknown as { kpiAt?: number }).kpiAt !== undefined, null, {
    timeout: 120_000,
  })
  const kpiAt = await page.evaluate(() => (window as unknown as { kpiAt: number }).kpiAt)
  const short = (url: string) => url.replace(server.base, '').replace('/static/vue-interno/assets/', '')
  for (const row of [...rows.values()].sort((a, b) => a.start - b.start)) {
    console.log(
      `${row.start.toFixed(0).padStart(6)} ${(row.end?.toFixed(0) ?? '…').padStart(6)} ` +
        `${((row.bytes ?? 0) / 1000).toFixed(1).padStart(6)} kB  ${short(row.url)}  ← ${short(row.initiator)}`,
    )
  }
  console.log(`KPI cards at ${kpiAt.toFixed(0)} ms; ${rows.size} requests`)
} finally {
  await browser.close()
  await server.stop()
}
