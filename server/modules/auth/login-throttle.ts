import { and, eq, gt, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/connection'
import { tentativasLogin } from '../../db/schema'

/** Default of AUTH_ATTEMPTS_PER_ADDRESS: logins failed, reset links asked and reset links tried per address. */
export const ATTEMPTS_PER_ADDRESS = 50

/**
 * Counts login attempts per client address and e-mail in a sliding window, in PostgreSQL so every server
 * process on the database shares the count; past the limit, login is refused with 429 until the window passes.
 * Other public requests count the same way under keys of their own (reset links, error reports); every window
 * is at most the default's 15 minutes, which the hourly purge keeps.
 */
export function createLoginThrottle(db: Db, { max = 10, windowMinutes = 15 } = {}) {
  const windowStart = sql`now() - make_interval(mins => ${windowMinutes})`
  return {
    /**
     * Counts this attempt and answers whether it may go on. Attempts of one key are serialised by an advisory
     * lock, so parallel tries cannot all slip under the limit. A refused attempt is not counted.
     */
    admit(key: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`login:${key}`}, 0))`)
        await tx.delete(tentativasLogin).where(and(eq(tentativasLogin.chave, key), lt(tentativasLogin.em, windowStart)))
        const [recent] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(tentativasLogin)
          .where(and(eq(tentativasLogin.chave, key), gt(tentativasLogin.em, windowStart)))
        if (recent.n >= max) return false
        await tx.insert(tentativasLogin).values({ chave: key })
        return true
      })
    },
    /** Forgets attempts older than the window for every key (the hourly purge; `admit` cleans its own key). */
    async purge() {
      await db.delete(tentativasLogin).where(lt(tentativasLogin.em, windowStart))
    },
    /** A successful login clears the key's count. */
    async succeed(key: string) {
      await db.delete(tentativasLogin).where(eq(tentativasLogin.chave, key))
    },
    /** Takes back one attempt of the key (a login that succeeded does not count against its address). */
    async forgiveOne(key: string) {
      await db.execute(sql`delete from ${tentativasLogin} where ${tentativasLogin.id} =
        (select max(${tentativasLogin.id}) from ${tentativasLogin} where ${tentativasLogin.chave} = ${key})`)
    },
  }
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>
