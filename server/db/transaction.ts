import type { SQL } from 'drizzle-orm'
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres'
import { PgDialect } from 'drizzle-orm/pg-core'
import pg, { type PoolClient, type QueryResult } from 'pg'
import type { Db } from './connection'

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

const dialect = new PgDialect()

/**
 * Writes a statement's values into its text, for a simple query (which takes no parameters). pg's escapeLiteral
 * doubles quotes and backslashes (E'...'), so the text is safe whatever the server's standard_conforming_strings.
 */
class InliningDialect extends PgDialect {
  override escapeString(text: string) {
    return pg.escapeLiteral(text)
  }
}
const inlining = new InliningDialect()

/**
 * The drizzle transaction over a pooled connection, built once per connection and reused by each transaction on it:
 * it holds nothing but the connection, and building one builds a relational query builder per table of the schema.
 */
const transactions = new WeakMap<PoolClient, Tx>()
function transactionOn(db: Db, client: PoolClient): Tx {
  let tx = transactions.get(client)
  if (!tx) {
    const schema = { schema: db._.schema!, fullSchema: db._.fullSchema, tableNamesMap: db._.tableNamesMap }
    tx = new NodePgTransaction(dialect, new NodePgSession(client, dialect, schema), schema) as unknown as Tx
    transactions.set(client, tx)
  }
  return tx
}

/** What the work of `transactionOpenedWith` gives back, and an optional last statement sent with the `commit`. */
export type Closed<T> = { value: T; closing?: SQL }

/**
 * `db.transaction(work)` with its `begin` sent in one simple query with `opening` (SQL text without parameters),
 * and its `commit` with the work's `closing` statement (values written into the text): two round trips saved.
 * `work` gets the opening statements' results and a real drizzle transaction on the same connection (nested
 * `tx.transaction` are savepoints); it is committed after `work` returns and rolled back when `work`, the opening
 * or the closing statement fails, as `db.transaction` does.
 */
export async function transactionOpenedWith<T>(
  db: Db,
  opening: string,
  work: (tx: Tx, opened: QueryResult[]) => Promise<Closed<T>>,
): Promise<T> {
  const client = await db.$client.connect()
  const tx = transactionOn(db, client)
  let lost: Error | undefined
  try {
    const results = (await client.query(`begin; ${opening}`)) as unknown as QueryResult[]
    const { value, closing } = await work(tx, results.slice(1))
    await client.query(closing ? `${inlining.sqlToQuery(closing.inlineParams()).sql}; commit` : 'commit')
    return value
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
