import { createHash, randomInt } from 'node:crypto'
import { Secret, TOTP } from 'otpauth'
import { toDataURL } from 'qrcode'

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30-second steps; one step either side is accepted. */
const PERIOD = 30
const WINDOW = 1
const ISSUER = 'AAWZ Back-office'

const totpOf = (secret: string, label = '') =>
  new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: PERIOD })

/** A new 160-bit secret, in base32 (what the apps read from the QR code or from the text). */
export const newTotpSecret = () => new Secret({ size: 20 }).base32

/** The otpauth:// address of the enrolment and its QR code, as a PNG data URL. */
export async function enrolmentOf(secret: string, email: string) {
  const uri = totpOf(secret, email).toString()
  return { uri, qr: await toDataURL(uri, { margin: 1, width: 240 }) }
}

/**
 * The time step `code` belongs to (within one step of now), or null. The caller accepts it only if it is later
 * than the last step accepted for the user, so each code signs in once.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: WINDOW })
  return delta === null ? null : TOTP.counter({ period: PERIOD, timestamp: now }) + delta
}

export const RECOVERY_CODES = 10
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

/** Ten codes of 10 characters (about 49 bits each), shown as 'xxxxx-xxxxx'. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('')
    return `${chars.slice(0, 5)}-${chars.slice(5)}`
  })
}

/** What is stored of a recovery code: case, spaces and the hyphen do not matter when it is typed back. */
export const recoveryCodeHash = (code: string) =>
  createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('hex')

/** A typed code that looks like a recovery code rather than a 6-digit TOTP code. */
export const looksLikeRecoveryCode = (code: string) => code.replace(/[\s-]/g, '').length === 10
