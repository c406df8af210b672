import { DEFAULT_OFFICE_ID, DEFAULT_OFFICE_IMAGES } from '@/contracts/brand'
import type { OfficeTheme } from '@/contracts/theme'

export { DEFAULT_OFFICE_ID }
/** An office without its own logo or favicon (and any office before its theme loads) shows the platform's. */
export const DEFAULT_LOGO = DEFAULT_OFFICE_IMAGES.logo
const DEFAULT_FAVICON = DEFAULT_OFFICE_IMAGES.favicon

/** §3 defaults: office 3's brand; every variable the app reads (src/styles/app.css). */
export const DEFAULT_COLORS = {
  primaria: '#3242b9',
  secundaria: '#6b7280',
  nav_bg: '#ffffff',
  nav_fg: '#1f2937',
}

/** Black or white, whichever reads better on the colour (WCAG relative luminance). */
export function readableOn(hex: string): string {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
  return luminance > 0.45 ? '#111827' : '#ffffff'
}

export type ThemeVariables = Record<
  '--brand' | '--brand-foreground' | '--brand-secondary' | '--nav-bg' | '--nav-fg' | '--ring',
  string
>

export function themeVariables(theme: Pick<OfficeTheme, 'cores'> | null | undefined): ThemeVariables {
  const cores = {
    ...DEFAULT_COLORS,
    ...Object.fromEntries(Object.entries(theme?.cores ?? {}).filter(([, v]) => typeof v === 'string' && v)),
  }
  const brand = cores.primaria as string
  return {
    '--brand': brand,
    '--brand-foreground': readableOn(brand),
    '--brand-secondary': cores.secundaria as string,
    '--nav-bg': cores.nav_bg as string,
    '--nav-fg': cores.nav_fg as string,
    '--ring': brand,
  }
}

/** Paints the office at runtime: CSS variables on <html>, the favicon and the browser's theme colour. */
export function applyTheme(theme: OfficeTheme | null | undefined, root: HTMLElement = document.documentElement) {
  const vars = themeVariables(theme)
  for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value)
  root.dataset.escritorioTema = String(theme?.id_escritorio ?? DEFAULT_OFFICE_ID)
  const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]')
  if (icon) {
    const href = theme?.favicon ?? DEFAULT_FAVICON
    icon.href = href
    icon.type = href.endsWith('.svg') ? 'image/svg+xml' : ''
  }
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', vars['--brand'])
}
