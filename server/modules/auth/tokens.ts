import { createHash, randomBytes } from 'node:crypto'

export const newToken = () => randomBytes(32).toString('base64url')
/**
 * What a session token says about its session, in a prefix before a '.' (base64url never holds one):
 * `c` a client-profile session (§6 switch, or a view of a client record a professional holds), `v` a view
 * opened by someone else (views/client, views/professional), which may not switch profiles. The stored hash
 * covers the whole token, so a prefix cannot be added or removed.
 */
export type TokenTraits = { asClient: boolean; view: boolean }
export function newSessionToken(traits: Partial<TokenTraits> = {}): string {
  const prefix = `${traits.asClient ? 'c' : ''}${traits.view ? 'v' : ''}`
  return prefix ? `${prefix}.${newToken()}` : newToken()
}
export function tokenTraits(token: string): TokenTraits {
  const dot = token.indexOf('.')
  const prefix = dot > 0 ? token.slice(0, dot) : ''
  return { asClient: prefix.includes('c'), view: prefix.includes('v') }
}
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** Accepts `Authorization: <token>` and `Authorization: Bearer <token>`. */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null
  const token = header.replace(/^Bearer\s+/i, '').trim()
  return token.length > 0 ? token : null
}
