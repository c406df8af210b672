import { AsyncLocalStorage } from 'node:async_hooks'
import { sql } from 'drizzle-orm'
import type { Db } from '../db/connection'
import { abandon, type Opened } from '../db/transaction'
import type { SessionUser } from './access'

/**
 * What the edits of one sync batch share: the caller's session and its office's feature answers, looked up once;
 * the Idempotency-Key of the edit after the one running; and the transaction already opened for that edit
 * (`carried`, named by its idempotency lock), begun in the round trip of the running edit's commit.
 */
type BatchScope = {
  sessions: Map<string, Promise<SessionUser | null>>
  features: Map<string, Promise<boolean>>
  upcoming?: string
  carried?: { lock: string; opened: Opened }
}
const scope = new AsyncLocalStorage<BatchScope>()

export const inSyncBatch = (): boolean => scope.getStore() !== undefined

/**
 * Runs the edits of a sync batch. Each keeps its own transaction, committed without waiting for the disk
 * (synchronous_commit off, see `idempotent`); the batch answers only after one final commit that waits for it:
 * a commit that reaches the disk flushes the write-ahead log up to itself, so every earlier commit too. A batch
 * of 100 queued edits pays one disk flush instead of 100, and no edit is reported applied before it is durable.
 */
export async function inSyncBatchScope<T>(db: Db, work: () => Promise<T>): Promise<T> {
  const batch: BatchScope = { sessions: new Map(), features: new Map() }
  try {
    return await scope.run(batch, work)
  } finally {
    // The batch stopped before the edit its last commit opened a transaction for.
    if (batch.carried) await abandon(batch.carried.opened)
    await db.transaction((tx) => tx.execute(sql`select txid_current()`))
  }
}

/** Before each edit of a batch: the Idempotency-Key of the edit after it, if there is one. */
export function editComesNext(key: string | undefined) {
  const batch = scope.getStore()
  if (batch) batch.upcoming = key
}

/** The Idempotency-Key of the batch's edit after the one running (none outside a batch or at its end). */
export const upcomingEdit = (): string | undefined => scope.getStore()?.upcoming

/** Keeps the transaction opened for the batch's next edit, until that edit takes it. */
export function carryOver(lock: string, opened: Opened) {
  const batch = scope.getStore()
  if (!batch) throw new Error('carryOver outside a sync batch')
  batch.carried = { lock, opened }
}

/**
 * The transaction opened for the edit holding `lock`, if the previous edit's commit opened it. One opened for
 * another edit (the edit it was meant for did not reach its transaction) is rolled back.
 */
export async function takeCarried(lock: string): Promise<Opened | undefined> {
  const batch = scope.getStore()
  const carried = batch?.carried
  if (!batch || !carried) return undefined
  batch.carried = undefined
  if (carried.lock === lock) return carried.opened
  await abandon(carried.opened)
  return undefined
}

/**
 * Every edit of a batch carries the caller's own token (no queued edit can end a session): it is looked up once
 * per batch instead of once per edit. Outside a batch, each request looks it up.
 */
export function sessionOncePerBatch(token: string, lookUp: () => Promise<SessionUser | null>) {
  const sessions = scope.getStore()?.sessions
  if (!sessions) return lookUp()
  let found = sessions.get(token)
  if (!found) {
    found = lookUp()
    sessions.set(token, found)
  }
  return found
}

/**
 * Whether an office has a feature (the feature gate), looked up once per batch instead of once per edit.
 * A permission written during the batch (`setFeature`) forgets every answer, so the edits after it see it.
 */
export function featureOncePerBatch(office: number, feature: string, lookUp: () => Promise<boolean>) {
  const features = scope.getStore()?.features
  if (!features) return lookUp()
  const key = `${office}:${feature}`
  let found = features.get(key)
  if (!found) {
    found = lookUp()
    features.set(key, found)
  }
  return found
}

/** A permission changed: the batch's remembered feature answers are dropped (no-op outside a batch). */
export function forgetBatchFeatures() {
  scope.getStore()?.features.clear()
}
