// The platform's default brand: plain data, read by the first-load bundle (no zod here) and by the server.

export const THEME_ASSETS = ['logo', 'favicon', 'fundo_login'] as const
export type ThemeAsset = (typeof THEME_ASSETS)[number]

/** §3/§9: office id 3 is the default office, the platform's own brand. */
export const DEFAULT_OFFICE_ID = 3
/** Its branded images, shipped with the web app (public/brand): its theme answers them while none is uploaded. */
export const DEFAULT_OFFICE_IMAGES = {
  logo: '/static/vue-interno/brand/aawz-logo.svg',
  favicon: '/static/vue-interno/brand/aawz-favicon.svg',
  fundo_login: '/static/vue-interno/brand/aawz-login-fundo.svg',
} as const satisfies Record<ThemeAsset, string>
