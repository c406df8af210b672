import { eq, inArray } from 'drizzle-orm'
import webpush from 'web-push'
import type { Db } from '../../db/connection'
import { inscricoesPush } from '../../db/schema'
import { vapidKeys } from './vapid'

export type PushMessage = { titulo: string; corpo: string; rota: string | null; tipo: string }

const SUBJECT = 'mailto:suporte@aawz.com.br'
const TTL_SECONDS = 24 * 3600

/**
 * Encrypts (aes128gcm) and sends one message to every subscription of the given users. The request is built
 * by web-push and sent with fetch, so any push service URL works. Gone subscriptions (404/410) are removed.
 */
export async function pushToUsers(db: Db, userIds: number[], message: PushMessage, log: (msg: string) => void) {
  if (userIds.length === 0) return { sent: 0, removed: 0 }
  const keys = await vapidKeys(db)
  const subscriptions = await db.select().from(inscricoesPush).where(inArray(inscricoesPush.id_usuario, userIds))
  let sent = 0
  let removed = 0
  await Promise.all(
    subscriptions.map(async (s) => {
      const details = webpush.generateRequestDetails(
        { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
        JSON.stringify(message),
        { vapidDetails: { subject: SUBJECT, ...keys }, TTL: TTL_SECONDS, contentEncoding: 'aes128gcm' },
      )
      try {
        const res = await fetch(details.endpoint, {
          method: details.method,
          headers: details.headers as Record<string, string>,
          body: details.body ? new Uint8Array(details.body) : undefined,
          signal: AbortSignal.timeout(10_000),
        })
        if (res.status === 404 || res.status === 410) {
          await db.delete(inscricoesPush).where(eq(inscricoesPush.endpoint, s.endpoint))
          removed++
        } else if (res.ok) {
          sent++
        } else {
          log(`push ${res.status} para ${new URL(s.endpoint).host}`)
        }
      } catch (error) {
        log(`push falhou para ${new URL(s.endpoint).host}: ${String(error)}`)
      }
    }),
  )
  return { sent, removed }
}
