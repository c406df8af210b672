import type { Config } from '../../config'

export type LinkConfig = Partial<Pick<Config, 'PUBLIC_URL' | 'NODE_ENV' | 'PORT' | 'HOST'>>

/**
 * The address reset links point at: PUBLIC_URL, never the request's Host (a forged Host would send the token to
 * another site). Without it, production has none (reset by e-mail is refused); development and tests use the
 * server's own listen address.
 */
export function resetLinkBase(config: LinkConfig): string | null {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '')
  if (config.NODE_ENV === 'production') return null
  const host = config.HOST ?? '127.0.0.1'
  const named = ['0.0.0.0', '::', '127.0.0.1', '::1'].includes(host) ? 'localhost' : host
  return `http://${named.includes(':') ? `[${named}]` : named}:${config.PORT ?? 8080}`
}
