import { HttpError } from './errors'

export const TOO_MANY_STREAMS = 'Conexões ao vivo demais nesta sessão. Feche outras abas e tente novamente.'

/**
 * A cap on the live streams one key (a session) holds open in this process: past `max`, a new stream is refused
 * with 429 (the app retries later) rather than closing an older one, which would only reconnect and close another.
 */
export function createStreamSlots(max: number) {
  const open = new Map<string, number>()
  return {
    /** Takes one of `key`'s slots or throws the 429; the returned function gives it back (once). */
    take(key: string): () => void {
      const held = open.get(key) ?? 0
      if (held >= max) throw new HttpError(429, TOO_MANY_STREAMS)
      open.set(key, held + 1)
      let given = false
      return () => {
        if (given) return
        given = true
        const left = (open.get(key) ?? 1) - 1
        if (left > 0) open.set(key, left)
        else open.delete(key)
      }
    },
  }
}
