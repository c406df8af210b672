import type { Db } from '../../db/connection'
import { createLoginThrottle } from '../auth/login-throttle'

/**
 * Codes tried, counted in PostgreSQL like failed logins: at most 5 per login challenge and 10 per user in
 * 15 minutes (the login's second step, enrolment and disabling together); a right code clears its keys.
 */
export function createCodeThrottles(db: Db) {
  return { perChallenge: createLoginThrottle(db, { max: 5 }), perUser: createLoginThrottle(db, { max: 10 }) }
}
export type CodeThrottles = ReturnType<typeof createCodeThrottles>

export const userKey = (idUsuario: number) => `segundo-fator:usuario:${idUsuario}`
export const challengeKey = (tokenHash: string) => `segundo-fator:desafio:${tokenHash}`
