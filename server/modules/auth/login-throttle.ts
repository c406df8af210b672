/**
 * Counts failed logins per client address and e-mail in a sliding window; past the limit, login is refused
 * with 429 until the window passes. In memory: with several server processes, move it to PostgreSQL.
 */
export function createLoginThrottle({ max = 10, windowMs = 15 * 60_000, now = () => Date.now() } = {}) {
  const failures = new Map<string, number[]>()
  const recent = (key: string) => (failures.get(key) ?? []).filter((t) => now() - t < windowMs)
  return {
    isBlocked(key: string) {
      return recent(key).length >= max
    },
    fail(key: string) {
      failures.set(key, [...recent(key), now()])
    },
    succeed(key: string) {
      failures.delete(key)
    },
  }
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>
