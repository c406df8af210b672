import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { QueryResult } from 'pg'
import type { Db } from './connection'

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

const dialect = new PgDialect()

/**
 * `db.transaction(work)` with its `begin` sent in one simple query with `opening` (SQL text without parameters),
 * saving a round trip; `work` gets the opening statements' results. `work` gets a real drizzle transaction on the
 * same connection (nested `tx.transaction` are savepoints), committed when it returns and rolled back when it
 * throws, as `db.transaction` does. If `opening` fails, the transaction is rolled back too.
 */
export async function transactionOpenedWith<T>(
  db: Db,
  opening: string,
  work: (tx: Tx, opened: QueryResult[]) => Promise<T>,
): Promise<T> {
  const client = await db.$client.connect()
  const schema = { schema: db._.schema!, fullSchema: db._.fullSchema, tableNamesMap: db._.tableNamesMap }
  const tx = new NodePgTransaction(dialect, new NodePgSession(client, dialect, schema), schema) as unknown as Tx
  let lost: Error | undefined
  try {
    const results = (await client.query(`begin; ${opening}`)) as unknown as QueryResult[]
    const result = await work(tx, results.slice(1))
    await client.query('commit')
    return result
  } catch (error) {
    // A connection that cannot even roll back is dropped, not handed back to the pool.
    await client.query('rollback').catch((e: Error) => {
      lost = e
    })
    throw error
  } finally {
    client.release(lost)
  }
}
