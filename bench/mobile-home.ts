// /admin/home as gestor@demo.local on Lighthouse's mobile preset (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up,
// CPU slowed 4×): a cold first visit (empty cache, no service worker) and a repeat visit with the service worker
// in control. Prints the time from navigation start to the KPI cards drawn, requests and JavaScript on the wire.
import { fileURLToPath } from 'node:url'
import { type BrowserContext, chromium, type Page } from '@playwright/test'
import { chromiumLaunchOptions } from '../tests/e2e/chromium'
import { median, startBenchServer } from './harness'

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

/** Per page, what to call when its first KPI card shows a figure (ms from navigation start). */
const kpiDrawn = new Map<Page, (at: number) => void>()

/**
 * A phone-sized context, already logged in, that reports when the first KPI card shows its figure. It reports
 * through a binding rather than being polled with `waitForFunction`, whose injected script Chromium would
 * evaluate in the page before the app's first script (about 100 ms under the CPU throttle).
 */
async function phone(): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true })
  await context.exposeBinding('kpiDrawn', ({ page }, at: number) => kpiDrawn.get(page)?.(at))
  await context.addInitScript((user) => {
    localStorage.setItem('aawz:session', JSON.stringify(user))
    new MutationObserver((_, observer) => {
      if (/\d/.test(document.querySelector('[data-testid="kpi-clientes"]')?.textContent ?? '')) {
        ;(window as unknown as { kpiDrawn: (at: number) => void }).kpiDrawn(performance.now())
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
  const drawn = new Promise<number>((resolve, reject) => {
    kpiDrawn.set(page, resolve)
    setTimeout(() => reject(new Error('KPI cards not drawn within 120 s')), 120_000).unref()
  })
  await page.goto(`${server.base}/admin/home`, { waitUntil: 'commit' })
  const kpiAt = await drawn
  await cdp.detach()
  return { kpiAt, requests, jsBytes }
}

const cold: Awaited<ReturnType<typeof visit>>[] = []
const repeat: Awaited<ReturnType<typeof visit>>[] = []
const later: Awaited<ReturnType<typeof visit>>[] = []
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
    await again.waitForTimeout(3_000)
    // Chromium keeps the compiled code of scripts run from the service worker's cache after their first run there:
    // from the next visit on, it is read instead of compiled.
    const daily = await context.newPage()
    await again.close()
    later.push(await visit(daily))
    await context.close()
  }
} finally {
  await browser.close()
  await server.stop()
}

const report = (name: string, runs: typeof cold) =>
  console.log(
    `${name}: KPI cards at ${median(runs.map((r) => r.kpiAt)).toFixed(0)} ms (p50 of ${RUNS}; ` +
      `${runs.map((r) => r.kpiAt.toFixed(0)).join(' / ')}), ${median(runs.map((r) => r.requests))} requests, ` +
      `${(median(runs.map((r) => r.jsBytes)) / 1000).toFixed(1)} kB of JavaScript on the wire`,
  )
report('/admin/home, mobile preset, cold first visit', cold)
report('/admin/home, mobile preset, repeat visit (service worker)', repeat)
report('/admin/home, mobile preset, later visits (service worker, compiled code kept)', later)
