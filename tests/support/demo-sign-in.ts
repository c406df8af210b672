import { Secret, TOTP } from 'otpauth'
import { CODE_REUSED } from '../../src/contracts/security'
import { securityPaths } from '../../src/contracts/security-paths'

/** The demo staff account's TOTP secret (server/db/seed.ts, README's demo accounts). */
export const DEMO_TOTP_SECRET = 'AAWZDEMOEQUIPEAAWZDEMOEQUIPE2345'

const PERIOD_MS = 30_000

/**
 * Successive TOTP codes of a secret, for sign-ins on one database. The server takes each time step once per user
 * and accepts one step either side of now: the codes are of steps now−1, now, now+1, then of the next step the
 * clock allows (waiting for it). The step before now is skipped near a step's end, where it might leave the
 * window before the server reads it.
 */
export function totpCodes(secret = DEMO_TOTP_SECRET) {
  let lastStep = Number.NEGATIVE_INFINITY
  return async function next(): Promise<string> {
    for (;;) {
      const now = Date.now()
      const current = Math.floor(now / PERIOD_MS)
      const step = Math.max(lastStep + 1, now % PERIOD_MS < 25_000 ? current - 1 : current)
      if (step <= current + 1) {
        lastStep = step
        return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: step * PERIOD_MS })
      }
      await new Promise((resolve) => setTimeout(resolve, (step - 1) * PERIOD_MS - now + 100))
    }
  }
}
export type TotpCodes = ReturnType<typeof totpCodes>

type Answer = { status: number; body: Record<string, unknown> }
/** POSTs a JSON body to a path of the server under test. */
export type Post = (path: string, body: Record<string, string>) => Promise<Answer>

/**
 * Logs in as the web app does: POST /login, and when the account has a second factor (the demo staff account),
 * its second step with the demo secret's next code from `codes` (one sequence per database). A code used by
 * another sequence (another file on the database, a Playwright worker started again) is followed by a later one. Answers the last call's status and body.
 */
export async function signInWithDemoCode(
  post: Post,
  email: string,
  password: string,
  codes: TotpCodes = totpCodes(),
): Promise<Answer> {
  const first = await post('/login', { email, password })
  if (first.status !== 200 || first.body.segundo_fator !== true) return first
  const desafio = String(first.body.desafio)
  let answer = first
  for (let attempt = 0; attempt < 4; attempt++) {
    answer = await post(securityPaths.loginSecondFactor, { desafio, codigo: await codes() })
    if (answer.status === 200 || answer.body.message !== CODE_REUSED) return answer
  }
  return answer
}
