import { eq } from 'drizzle-orm'
import webpush from 'web-push'
import type { Db } from '../../db/connection'
import { configuracoes } from '../../db/schema'

export type VapidKeys = { publicKey: string; privateKey: string }
const KEY = 'vapid'

/** The VAPID key pair, created on first use and kept in the database so subscriptions survive restarts. */
export async function vapidKeys(db: Db): Promise<VapidKeys> {
  const stored = await db.query.configuracoes.findFirst({ where: eq(configuracoes.chave, KEY) })
  if (stored) return stored.valor as VapidKeys
  const keys = webpush.generateVAPIDKeys()
  await db.insert(configuracoes).values({ chave: KEY, valor: keys }).onConflictDoNothing()
  const winner = await db.query.configuracoes.findFirst({ where: eq(configuracoes.chave, KEY) })
  return winner!.valor as VapidKeys
}
