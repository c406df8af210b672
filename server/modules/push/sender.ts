import { eq, inArray } from 'drizzle-orm'
import webpush from 'web-push'
import type { Db } from '../../db/connection'
import { inscricoesPush } from '../../db/schema'
import { endpointProblem, type PushEndpointPolicy } from './endpoint-check'
import { vapidKeys } from './vapid'

export type PushMessage = { titulo: string; corpo: string; rota: string | null; tipo: string }
type Subscription = typeof inscricoesPush.$inferSelect
type Outcome = 'sent' | 'dropped' | 'failed'

const SUBJECT = 'mailto:suporte@aawz.com.br'
const TTL_SECONDS = 24 * 3600

/**
 * Encrypts (aes128gcm) and sends one message to every subscription of the given users; call it after the
 * notification is committed. The request is built by web-push and sent with fetch (no redirects followed).
 * One subscription never fails the others: dead ones (404/410), ones whose key cannot be encrypted for and
 * ones whose host is no longer a public address are removed; other failures are logged.
 */
export async function pushToUsers(
  db: Db,
  userIds: number[],
  message: PushMessage,
  { policy, log }: { policy: PushEndpointPolicy; log: (msg: string) => void },
) {
  if (userIds.length === 0) return { sent: 0, removed: 0 }
  const keys = await vapidKeys(db)
  const subscriptions = await db.select().from(inscricoesPush).where(inArray(inscricoesPush.id_usuario, userIds))
  const payload = JSON.stringify(message)

  async function deliver(s: Subscription): Promise<Outcome> {
    const host = new URL(s.endpoint).host
    if (await endpointProblem(s.endpoint, policy)) return 'dropped'
    let details: ReturnType<typeof webpush.generateRequestDetails>
    try {
      details = webpush.generateRequestDetails(
        { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
        payload,
        {
          vapidDetails: { subject: SUBJECT, ...keys },
          TTL: TTL_SECONDS,
          contentEncoding: 'aes128gcm',
        },
      )
    } catch {
      return 'dropped'
    }
    try {
      const res = await fetch(details.endpoint, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: details.body ? new Uint8Array(details.body) : undefined,
        redirect: 'manual',
        signal: AbortSignal.timeout(10_000),
      })
      if (res.status === 404 || res.status === 410) return 'dropped'
      if (res.ok) return 'sent'
      log(`push ${res.status} para ${host}`)
    } catch (error) {
      log(`push falhou para ${host}: ${String(error)}`)
    }
    return 'failed'
  }

  const outcomes = await Promise.all(
    subscriptions.map(async (s) => {
      const outcome = await deliver(s)
      if (outcome === 'dropped') await db.delete(inscricoesPush).where(eq(inscricoesPush.endpoint, s.endpoint))
      return outcome
    }),
  )
  return {
    sent: outcomes.filter((o) => o === 'sent').length,
    removed: outcomes.filter((o) => o === 'dropped').length,
  }
}
