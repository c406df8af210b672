import { expect, type Page } from '@playwright/test'

/**
 * What this browser keeps in an IndexedDB store, read inside the page: the value under `key`, or every value without
 * one; null when the database or the store does not exist (yet) or the read fails.
 */
export function readSaved(page: Page, database: string, store: string, key?: string): Promise<unknown> {
  return page.evaluate(
    ({ database, store, key }) =>
      new Promise<unknown>((resolve) => {
        const open = indexedDB.open(database)
        open.onerror = () => resolve(null)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains(store)) {
            db.close()
            resolve(null)
            return
          }
          const objects = db.transaction(store).objectStore(store)
          const read = key === undefined ? objects.getAll() : objects.get(key)
          read.onsuccess = () => {
            db.close()
            resolve(read.result ?? null)
          }
          read.onerror = () => {
            db.close()
            resolve(null)
          }
        }
      }),
    { database, store, key },
  )
}

/**
 * Waits until this browser has saved a collection for offline use: its meta row in the user's IndexedDB
 * ('aawz-u{id}'), written in the same transaction as the rows. A page shows a refresh before IndexedDB has
 * written it (src/db/use-collection.ts), so what is on screen is not yet proof that it survives an offline reload.
 */
export async function waitUntilSavedOffline(page: Page, collection: string) {
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('aawz:session') ?? '{}').id_interno)
  const saved = async () => {
    const metas = (await readSaved(page, `aawz-u${user}`, 'meta')) as
      | { collection: string; lastUpdate: number | null }[]
      | null
    return metas?.some((m) => m.collection === collection && m.lastUpdate !== null) ?? false
  }
  await expect.poll(saved, { message: `'${collection}' guardada neste navegador` }).toBe(true)
}
