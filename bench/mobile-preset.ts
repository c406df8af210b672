// A phone on Lighthouse's mobile preset (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, CPU slowed 4×), logged in as
// gestor@demo.local, and the moment /admin/home's KPI cards are painted: shared by mobile-home.ts and
// home-waterfall.ts.
import type { Browser, BrowserContext, CDPSession } from '@playwright/test'
import { APP_SHOWN_MARK, COVER_ID } from '../src/features/shell/home-snapshot-ids'

/**
 * A phone-sized context, already logged in: the session is written once from the server's tiny /healthz page, so
 * the measured pages run no script but the app's (an init script would run in each, under the CPU throttle).
 */
export async function loggedInPhone(
  browser: Browser,
  server: { base: string; session: (email: string) => Promise<unknown> },
): Promise<BrowserContext> {
  const session = await server.session('gestor@demo.local')
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  await page.goto(`${server.base}/healthz`)
  await page.evaluate((user) => localStorage.setItem('aawz:session', JSON.stringify(user)), session)
  await page.close()
  return context
}

/** The preset's network and CPU, on the page `cdp` is attached to. */
export async function throttleLikeMobile(cdp: CDPSession) {
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
}

/**
 * When the first KPI card's figure was painted (ms from navigation start), from the Element Timing API: the card's
 * figure carries `elementtiming="kpi-clientes"` and exists only once the figures have arrived (a skeleton before).
 * Asked once, after the navigation commits; `buffered` hands the observer an entry painted before.
 */
export async function kpiPainted(cdp: CDPSession): Promise<number> {
  const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
    awaitPromise: true,
    returnByValue: true,
    expression: `new Promise((resolve, reject) => {
      setTimeout(() => reject(new Error('KPI cards not painted within 120 s')), 120000)
      new PerformanceObserver((list, observer) => {
        const entry = list.getEntries().find((e) => e.identifier === 'kpi-clientes')
        if (entry) { observer.disconnect(); resolve(entry.renderTime || entry.loadTime) }
      }).observe({ type: 'element', buffered: true })
    })`,
  })
  if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text)
  return result.value as number
}

/**
 * When the live app replaced the picture of the last visit (src/features/shell/home-snapshot.ts), in ms from
 * navigation start; null when the visit drew no picture (the first one).
 */
export async function appShown(cdp: CDPSession): Promise<number | null> {
  const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
    awaitPromise: true,
    returnByValue: true,
    expression: `new Promise((resolve, reject) => {
      setTimeout(() => reject(new Error('the picture of the last visit still shows after 120 s')), 120000)
      const check = () => {
        const mark = performance.getEntriesByName(${JSON.stringify(APP_SHOWN_MARK)})[0]
        if (mark) return resolve(mark.startTime)
        if (!document.getElementById(${JSON.stringify(COVER_ID)})) return resolve(null)
        setTimeout(check, 50)
      }
      check()
    })`,
  })
  if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text)
  return result.value as number | null
}
