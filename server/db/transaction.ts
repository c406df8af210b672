import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { PoolClient, QueryResult } from 'pg'
import type { Db } from './connection'

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

const dialect = new PgDialect()

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

/**
 * A statement drizzle builds and PostgreSQL prepares (parses and plans) once per pooled connection instead of once
 * per call: `build` returns a named prepared query (`.prepare(name)`) for the transaction it is given. The edits of a
 * sync batch run in the one drizzle transaction kept per connection (`transactionOn`), so a replay of a thousand
 * edits builds each statement once per connection. Another transaction (`db.transaction`, a savepoint) builds it
 * anew, and pg still skips preparing it again on a connection that has a statement of that name and text.
 */
export function preparedPerConnection<P>(build: (tx: Tx) => P): (tx: Tx) => P {
  const built = new WeakMap<Tx, P>()
  return (tx) => {
    let statement = built.get(tx)
    if (!statement) {
      statement = build(tx)
      built.set(tx, statement)
    }
    return statement
  }
}

/** A transaction begun on a pooled connection, with the results of the statements sent with its `begin`. */
export type Opened = { client: PoolClient; results: QueryResult[] }

/**
 * The next transaction to begin on the same connection, in the round trip of this one's `commit`: its opening
 * statements (SQL text without parameters) and who takes it once it is open.
 */
export type Following = { opening: string; take: (opened: Opened) => void }

/** What the work of `transactionOpenedWith` gives back: a last statement sent with the `commit`, and what follows. */
export type Closed<T> = { value: T; closing?: string; following?: Following }

async function open(db: Db, opening: string): Promise<Opened> {
  const client = await db.$client.connect()
  try {
    const results = (await client.query(`begin; ${opening}`)) as unknown as QueryResult[]
    return { client, results: results.slice(1) }
  } catch (error) {
    await abandon({ client })
    throw error
  }
}

/** Rolls back an opened transaction and hands its connection back (or drops it when it cannot even roll back). */
export async function abandon({ client }: Pick<Opened, 'client'>): Promise<void> {
  let lost: Error | undefined
  await client.query('rollback').catch((e: Error) => {
    lost = e
  })
  client.release(lost)
}

/**
 * `db.transaction(work)` with its `begin` sent in one simple query with `opening` (SQL text without parameters),
 * and its `commit` with the work's `closing` statement (SQL text, its values written in): two round trips saved.
 * `opening` may also be a transaction already opened, by the `following` of an earlier one.
 * `work` gets the opening statements' results and a real drizzle transaction on the same connection (nested
 * `tx.transaction` are savepoints); it is committed after `work` returns and rolled back when `work`, the opening
 * or the closing statement fails, as `db.transaction` does. When the work names a `following` transaction, it is
 * begun right after the commit, in the same round trip, and the connection goes to it instead of the pool.
 */
export async function transactionOpenedWith<T>(
  db: Db,
  opening: string | Opened,
  work: (tx: Tx, opened: QueryResult[]) => Promise<Closed<T>>,
): Promise<T> {
  const opened = typeof opening === 'string' ? await open(db, opening) : opening
  const { client } = opened
  const tx = transactionOn(db, client)
  try {
    const { value, closing, following } = await work(tx, opened.results)
    const ending = closing ? `${closing}; commit` : 'commit'
    if (!following) {
      await client.query(ending)
      client.release()
      return value
    }
    // Should the following opening fail after the commit, this transaction's work stays committed while the call
    // throws: its caller must be one that a retry answers rightly (an idempotent edit replays its stored answer).
    const results = (await client.query(`${ending}; begin; ${following.opening}`)) as unknown as QueryResult[]
    // The results: the closing statement's (if any), the commit's, the begin's, then the opening statements'.
    following.take({ client, results: results.slice(closing ? 3 : 2) })
    return value
  } catch (error) {
    await abandon(opened)
    throw error
  }
}
