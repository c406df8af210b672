// /admin/home as gestor@demo.local on Lighthouse's mobile preset (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up,
// CPU slowed 4×): a cold first visit (empty cache, no service worker) and a repeat visit with the service worker
// in control. Prints the time from navigation start to the KPI cards drawn, requests and JavaScript on the wire.
import { fileURLToPath } from 'node:url'
import { type BrowserContext, chromium, type Page } from '@playwright/test'
import { chromiumLaunchOptions } from '../tests/e2e/chromium'
import { percentile, startBenchServer } from './harness'

const RUNS = Number(process.env.RUNS ?? 3)
const server = await startBenchServer({ webRoot: fileURLToPath(new URL('../dist', import.meta.url)) })
const session = await (
  await fetch(`${server.base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'gestor@demo.local', password: 'demo1234' }),
  })
).json()
const browser = await chromium.launch(chromiumLaunchOptions)

/** A phone-sized context, already logged in, that notes when the first KPI card shows its figure. */
async function phone(): Promise<BrowserContext> {
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
  return context
}

/** Loads /admin/home throttled; answers ms from navigation start to the KPI figure, requests and JS bytes. */
async function visit(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  const js = new Set<string>()
  let requests = 0
  let jsBytes = 0
  cdp.on('Network.requestWillBeSent', () => requests++)
  cdp.on('Network.responseReceived', (e) => {
    if (e.response.url.endsWith('.js')) js.add(e.requestId)
  })
  cdp.on('Network.loadingFinished', (e) => {
    if (js.has(e.requestId)) jsBytes += e.encodedDataLength
  })
  await page.goto(`${server.base}/admin/home`, { waitUntil: 'commit' })
  await page.waitForFunction(() => (window as unknown as { kpiAt?: number }).kpiAt !== undefined, null, {
    timeout: 120_000,
  })
  const kpiAt = await page.evaluate(() => (window as unknown as { kpiAt: number }).kpiAt)
  await cdp.detach()
  return { kpiAt, requests, jsBytes }
}

const cold: Awaited<ReturnType<typeof visit>>[] = []
const repeat: Awaited<ReturnType<typeof visit>>[] = []
try {
  for (let run = 0; run < RUNS; run++) {
    const context = await phone()
    const page = await context.newPage()
    cold.push(await visit(page))
    // The service worker takes control and precaches the app; the next visit is served from it.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
        )
      }
    })
    await page.waitForTimeout(3_000)
    const again = await context.newPage()
    await page.close()
    repeat.push(await visit(again))
    await context.close()
  }
} finally {
  await browser.close()
  await server.stop()
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  )
const report = (name: string, runs: typeof cold) =>
  console.log(
    `${name}: KPI cards at ${median(runs.map((r) => r.kpiAt)).toFixed(0)} ms (p50 of ${RUNS}; ` +
      `${runs.map((r) => r.kpiAt.toFixed(0)).join(' / ')}), ${median(runs.map((r) => r.requests))} requests, ` +
      `${(median(runs.map((r) => r.jsBytes)) / 1000).toFixed(1)} kB of JavaScript on the wire`,
  )
report('/admin/home, mobile preset, cold first visit', cold)
report('/admin/home, mobile preset, repeat visit (service worker)', repeat)
