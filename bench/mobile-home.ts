// /admin/home as gestor@demo.local on Lighthouse's mobile preset (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up,
// CPU slowed 4×): a cold first visit (empty cache, no service worker) and a repeat visit with the service worker
// in control. Prints the time from navigation start to the KPI cards painted, requests and JavaScript on the wire;
// on visits that first draw the picture of the last one (src/features/shell/home-snapshot.ts), also when the live
// app replaced it.
import { fileURLToPath } from 'node:url'
import { chromium, type Page } from '@playwright/test'
import { chromiumLaunchOptions } from '../tests/e2e/chromium'
import { median, startBenchServer } from './harness'
import { appShown, kpiPainted, loggedInPhone, throttleLikeMobile } from './mobile-preset'

const RUNS = Number(process.env.RUNS ?? 3)
const server = await startBenchServer({ webRoot: fileURLToPath(new URL('../dist', import.meta.url)) })
const browser = await chromium.launch(chromiumLaunchOptions)

/** Loads /admin/home throttled; answers ms from navigation start to the KPI figure painted, requests and JS bytes. */
async function visit(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await throttleLikeMobile(cdp)
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
  const kpiAt = await kpiPainted(cdp)
  const liveAt = await appShown(cdp)
  await cdp.detach()
  return { kpiAt, liveAt, requests, jsBytes }
}

const cold: Awaited<ReturnType<typeof visit>>[] = []
const repeat: Awaited<ReturnType<typeof visit>>[] = []
const later: Awaited<ReturnType<typeof visit>>[] = []
try {
  for (let run = 0; run < RUNS; run++) {
    const context = await loggedInPhone(browser, server)
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

const report = (name: string, runs: typeof cold) => {
  const live = runs.flatMap((r) => (r.liveAt === null ? [] : [r.liveAt]))
  const takeover = live.length
    ? `; the last visit's picture, the live app drawn over it at ${median(live).toFixed(0)} ms ` +
      `(${live.map((t) => t.toFixed(0)).join(' / ')})`
    : ''
  console.log(
    `${name}: KPI cards painted at ${median(runs.map((r) => r.kpiAt)).toFixed(0)} ms (p50 of ${RUNS}; ` +
      `${runs.map((r) => r.kpiAt.toFixed(0)).join(' / ')})${takeover}, ${median(runs.map((r) => r.requests))} ` +
      `requests, ${(median(runs.map((r) => r.jsBytes)) / 1000).toFixed(1)} kB of JavaScript on the wire`,
  )
}
report('/admin/home, mobile preset, cold first visit', cold)
report('/admin/home, mobile preset, repeat visit (service worker)', repeat)
report('/admin/home, mobile preset, later visits (service worker, compiled code kept)', later)
