import { PgTransaction } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '../modules/financial/chart'

type Reads<T extends readonly unknown[]> = { [K in keyof T]: () => Promise<T[K]> }

/**
 * Independent reads: at once on the pool, one after another inside a transaction, whose single connection
 * cannot run two queries at once (node-postgres queues them with a deprecation warning; pg 9 will refuse).
 */
export async function readAll<T extends readonly unknown[]>(db: DbOrTx, reads: Reads<T>): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T
  const results: unknown[] = []
  for (const read of reads) results.push(await read())
  return results as unknown as T
}
