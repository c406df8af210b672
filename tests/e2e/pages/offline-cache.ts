import { expect, type Page } from '@playwright/test'

/**
 * Waits until this browser has saved a collection for offline use: its meta row in the user's IndexedDB
 * ('aawz-u{id}'), written in the same transaction as the rows. A page shows a refresh before IndexedDB has
 * written it (src/db/use-collection.ts), so what is on screen is not yet proof that it survives an offline reload.
 */
export async function waitUntilSavedOffline(page: Page, collection: string) {
  const saved = () =>
    page.evaluate(async (name) => {
      const user = JSON.parse(localStorage.getItem('aawz:session') ?? '{}').id_interno
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(`aawz-u${user}`)
        open.onsuccess = () => resolve(open.result)
        open.onerror = () => reject(open.error)
      })
      try {
        if (!db.objectStoreNames.contains('meta')) return false
        const metas = await new Promise<{ collection: string; lastUpdate: number | null }[]>((resolve, reject) => {
          const all = db.transaction('meta').objectStore('meta').getAll()
          all.onsuccess = () => resolve(all.result)
          all.onerror = () => reject(all.error)
        })
        return metas.some((m) => m.collection === name && m.lastUpdate !== null)
      } finally {
        db.close()
      }
    }, collection)
  await expect.poll(saved, { message: `'${collection}' guardada neste navegador` }).toBe(true)
}
