import { expect, type Page } from '@playwright/test'
import axe from 'axe-core'

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** Collects the page's console errors and uncaught exceptions; `take()` returns and clears them. */
export function watchConsole(page: Page) {
  let errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location().url})`)
  })
  page.on('pageerror', (error) => errors.push(`exception: ${error.message}`))
  return {
    take() {
      const taken = errors
      errors = []
      return taken
    },
  }
}

/** Waits until the page has a heading and nothing is loading (skeletons, 'Carregando…'). */
export async function settle(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible()
  await expect(page.locator('.animate-pulse, [role="status"]:has-text("Carregando")')).toHaveCount(0, {
    timeout: 15_000,
  })
}

/**
 * What does not fit the screen: the page scrolling sideways, and visible controls that stick out of the
 * viewport left or right without a scrolling box of their own to bring them in. The screen's width is the one
 * the test set: a phone browser widens its layout viewport (innerWidth) to fit a page that is too wide.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  const screenWidth = page.viewportSize()?.width
  return page.evaluate((screen) => {
    const problems: string[] = []
    const width = screen ?? window.innerWidth
    const pageWidth = document.scrollingElement?.scrollWidth ?? 0
    if (pageWidth > width) problems.push(`a página tem ${pageWidth} px de largura (tela: ${width} px)`)
    const scrollsSideways = (element: Element) => {
      for (let box = element.parentElement; box; box = box.parentElement) {
        const overflow = getComputedStyle(box).overflowX
        if ((overflow === 'auto' || overflow === 'scroll') && box.scrollWidth > box.clientWidth) return true
      }
      return false
    }
    const controls = document.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="tab"], [role="combobox"], [role="checkbox"], [tabindex]:not([tabindex="-1"])',
    )
    for (const control of controls) {
      if (!control.checkVisibility({ checkOpacity: true, visibilityProperty: true })) continue
      const box = control.getBoundingClientRect()
      if (box.width <= 1 || box.height <= 1) continue
      if ((box.left >= -1 && box.right <= width + 1) || scrollsSideways(control)) continue
      const name = (control.getAttribute('aria-label') ?? control.textContent ?? control.tagName).trim().slice(0, 40)
      problems.push(`controle fora da tela: '${name}' (${Math.round(box.left)}–${Math.round(box.right)} px)`)
    }
    return problems
  }, screenWidth)
}

/**
 * Text that spills out of its box (a figure wider than its card), outside tables (`tableCellProblems` reads those):
 * a visible element with text of its own whose content is wider than it, unless it clips, scrolls or ends in an
 * ellipsis on purpose.
 */
export async function spilledTextProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (element.closest('table, [role="table"], [role="grid"]')) continue
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      )
      if (!ownText || !element.checkVisibility({ checkOpacity: true, visibilityProperty: true })) continue
      const style = getComputedStyle(element)
      if (style.display === 'inline' || style.overflowX !== 'visible' || style.textOverflow === 'ellipsis') continue
      if (element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1) {
        const text = element.textContent?.replace(/\s+/g, ' ').trim().slice(0, 40)
        problems.push(`texto maior que a sua caixa: '${text}' (${element.scrollWidth} px em ${element.clientWidth} px)`)
      }
    }
    return problems
  })
}

/**
 * Table cells that do not read: a frozen (sticky) cell that lets the scrolling cells show through, a word broken
 * across lines, an amount whose 'R$' or digits wrap onto another
 * line, and text cut (or spilling out of its cell) in a column squeezed narrower than a few characters. Only the
 * visible cells are read (a virtual table draws few), the first 600 of the page.
 */
export async function tableCellProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems = new Set<string>()
    const MONEY = /^[-−]?\s*(R\$)?\s*[-−]?\s*\d{1,3}(\.\d{3})*,\d{2}\s*%?$/
    const cells = [
      ...document.querySelectorAll(
        'td, th, [role="cell"], [role="gridcell"], [role="rowheader"], [role="columnheader"]',
      ),
    ]
      .filter((cell) => cell.checkVisibility({ checkOpacity: true, visibilityProperty: true }))
      .slice(0, 600)
    const lineCount = (rects: Iterable<DOMRect>) => {
      const tops: number[] = []
      for (const rect of rects) {
        if (rect.width < 1 || rect.height < 1) continue
        if (!tops.some((top) => Math.abs(top - rect.top) < rect.height / 2)) tops.push(rect.top)
      }
      return tops.length
    }
    const short = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 30)
    for (const cell of cells) {
      const text = cell.textContent?.replace(/\s+/g, ' ').trim() ?? ''
      if (text.length < 2) continue
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT)
      const rects: DOMRect[] = []
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const words = node.textContent?.trim().split(/\s+/).filter(Boolean) ?? []
        if (words.length === 0) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        const nodeRects = [...range.getClientRects()]
        rects.push(...nodeRects)
        if (lineCount(nodeRects) > words.length)
          problems.add(`palavra partida em linhas numa tabela: '${short(node.textContent ?? '')}'`)
      }
      if (MONEY.test(text) && lineCount(rects) > 1)
        problems.add(`valor quebrado em linhas numa tabela: '${short(text)}'`)
      const cellStyle = getComputedStyle(cell)
      // A frozen cell with a see-through background lets the cells scrolling under it show through its text.
      const background = cellStyle.backgroundColor.match(/[\d.]+/g)?.map(Number) ?? []
      const opaque = background.length === 3 || (background.length === 4 && background[3] === 1)
      if (cellStyle.position === 'sticky' && !opaque)
        problems.add(`célula fixa sem fundo opaco numa tabela: '${short(text)}'`)
      const fontSize = Number.parseFloat(cellStyle.fontSize) || 14
      for (const box of [cell, ...cell.querySelectorAll('*')]) {
        if (!(box instanceof HTMLElement) || box.scrollWidth <= box.clientWidth + 1) continue
        const style = getComputedStyle(box)
        if (style.overflowX === 'auto' || style.overflowX === 'scroll') continue
        // Text for screen readers only (sr-only: a 1 px absolutely placed box) is not seen.
        if (style.position === 'absolute' && box.clientWidth <= 1) continue
        if (style.overflowX === 'visible' && box === cell) {
          problems.add(`texto vaza da célula numa tabela: '${short(text)}'`)
          break
        }
        if (style.overflowX !== 'visible' && box.clientWidth < 4 * fontSize) {
          problems.add(`coluna espremida numa tabela (${box.clientWidth} px): '${short(text)}'`)
          break
        }
      }
    }
    return [...problems]
  })
}

/** axe-core's serious and critical violations of WCAG 2.1 A/AA. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // axe runs inside the page: @axe-core/playwright's AxeBuilder opens a blank page on every call to merge the
  // frames' results, five times the cost of the check itself (the app's pages have no frames of their own).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source)
  // Only violations are read: axe then keeps one node per passing rule, which halves its time on long tables.
  const { violations } = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
        iframes: false,
      }),
    WCAG_21_AA,
  )
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `axe ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

/**
 * What of an open dialog or sheet the user cannot reach: the dialog sticking out of the screen, or a control in it
 * below or beside the screen without a scrolling box inside the dialog to bring it in.
 */
export async function dialogProblems(page: Page): Promise<string[]> {
  const screen = page.viewportSize()
  return page.evaluate((size) => {
    const problems: string[] = []
    const width = size?.width ?? window.innerWidth
    const height = size?.height ?? window.innerHeight
    const dialogs = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].filter((d) =>
      d.checkVisibility(),
    )
    const scrollsWithin = (element: Element, dialog: Element) => {
      for (let box = element.parentElement; box && box !== dialog.parentElement; box = box.parentElement) {
        const style = getComputedStyle(box)
        const y = (style.overflowY === 'auto' || style.overflowY === 'scroll') && box.scrollHeight > box.clientHeight
        const x = (style.overflowX === 'auto' || style.overflowX === 'scroll') && box.scrollWidth > box.clientWidth
        if (x || y) return true
      }
      return false
    }
    for (const dialog of dialogs) {
      const name = dialog.getAttribute('aria-label') ?? dialog.querySelector('h2')?.textContent ?? 'diálogo'
      const box = dialog.getBoundingClientRect()
      if (box.left < -1 || box.right > width + 1 || box.top < -1 || box.bottom > height + 1)
        problems.push(
          `'${name}' sai da tela (${Math.round(box.left)}–${Math.round(box.right)} × ${Math.round(box.top)}–${Math.round(box.bottom)} px)`,
        )
      for (const control of dialog.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea')) {
        if (!control.checkVisibility({ checkOpacity: true, visibilityProperty: true })) continue
        const c = control.getBoundingClientRect()
        if (c.width <= 1 || c.height <= 1) continue
        const inside = c.left >= -1 && c.right <= width + 1 && c.top >= -1 && c.bottom <= height + 1
        if (inside || scrollsWithin(control, dialog)) continue
        const label = (control.getAttribute('aria-label') ?? control.textContent ?? control.tagName).trim().slice(0, 40)
        problems.push(`'${name}': controle inalcançável '${label}'`)
      }
    }
    return problems
  }, screen)
}

/**
 * Opens a path of the signed-in app (relative to /admin/) the way its own links do, without reloading: the
 * router follows history.pushState. Waits until the new route has drawn its own h1 (the previous page's are
 * marked before leaving, so a stale heading does not pass), then for its loading to end like settle. A full load
 * when the page is not in the app yet, the address is the one already open, or the new heading never comes.
 */
export async function openInApp(page: Page, path: string) {
  if (!page.url().startsWith('http')) return void (await page.goto(path))
  const href = new URL(path, new URL('/admin/', page.url())).href
  const moved = await page.evaluate((target) => {
    const next = new URL(target)
    const inApp = location.pathname.startsWith('/admin/') && !!document.querySelector('h1')
    if (!inApp || next.pathname + next.search === location.pathname + location.search) return false
    for (const h1 of document.querySelectorAll('h1')) h1.setAttribute('data-e2e-anterior', h1.textContent ?? '')
    const key = Math.random().toString(36).slice(2)
    const index = (history.state?.__TSR_index ?? 0) + 1
    history.pushState({ key, __TSR_key: key, __TSR_index: index }, '', target)
    return true
  }, href)
  // A heading the previous page did not have: a new element, or a kept one whose text changed.
  const drawn = () =>
    [...document.querySelectorAll('h1')].some(
      (h1) => h1.checkVisibility() && h1.getAttribute('data-e2e-anterior') !== h1.textContent,
    )
  if (
    moved &&
    (await page.waitForFunction(drawn, null, { timeout: 5_000 }).then(
      () => true,
      () => false,
    ))
  )
    return
  await page.goto(href)
}
