import { and, desc, eq, notInArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/connection'
import { inscricoesPush } from '../../db/schema'

/** Browsers one user keeps subscribed; registering one more drops their oldest. */
export const MAX_PUSH_SUBSCRIPTIONS = 10

type Subscription = { endpoint: string; p256dh: string; auth: string }

/**
 * Stores `user`'s subscription, or refreshes it when they register it again. An endpoint registered by another
 * user is not moved (false): the app then asks its browser for a new endpoint, and the old one lapses at the push
 * service. Past MAX_PUSH_SUBSCRIPTIONS, the user's oldest go.
 */
export async function registerSubscription(db: Db, user: number, sub: Subscription): Promise<boolean> {
  return db.transaction(async (tx) => {
    const stored = await tx
      .insert(inscricoesPush)
      .values({ ...sub, id_usuario: user })
      .onConflictDoUpdate({
        target: inscricoesPush.endpoint,
        set: { p256dh: sub.p256dh, auth: sub.auth, data_criacao: sql`now()` },
        setWhere: eq(inscricoesPush.id_usuario, user),
      })
      .returning({ endpoint: inscricoesPush.endpoint })
    if (stored.length === 0) return false
    const newest = tx
      .select({ endpoint: inscricoesPush.endpoint })
      .from(inscricoesPush)
      .where(eq(inscricoesPush.id_usuario, user))
      .orderBy(desc(inscricoesPush.data_criacao), desc(inscricoesPush.endpoint))
      .limit(MAX_PUSH_SUBSCRIPTIONS)
    await tx
      .delete(inscricoesPush)
      .where(and(eq(inscricoesPush.id_usuario, user), notInArray(inscricoesPush.endpoint, newest)))
    return true
  })
}
