import Dexie from 'dexie'
import { afterEach, beforeEach } from 'vitest'
import { AppDatabase } from '@/db/database'

/** Gives each test of the file an empty IndexedDB database of its own, deleted after the test. */
export function withFreshDatabase(set: (db: AppDatabase) => void) {
  let db: AppDatabase
  beforeEach(() => {
    db = new AppDatabase(`teste-${crypto.randomUUID()}`)
    set(db)
  })
  afterEach(async () => {
    db.close()
    await Dexie.delete(db.name)
  })
}
