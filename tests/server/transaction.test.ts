import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { anotacoes } from '../../server/db/schema'
import {
  abandon,
  type Opened,
  preparedPerConnection,
  type Tx,
  transactionOpenedWith,
} from '../../server/db/transaction'
import { freshDatabaseWithUser } from './harness'

const db = await freshDatabaseWithUser()

const note = (texto: string) => ({ id: randomUUID(), id_escritorio: 1, id_autor: 1, texto })
/** The note's insert as SQL text, as a closing statement is sent. */
const insertText = (row: ReturnType<typeof note>) =>
  `insert into anotacoes (id, id_escritorio, id_autor, texto) values ('${row.id}', 1, 1, '${row.texto}')`
const stored = async (id: string) => (await db.select().from(anotacoes).where(eq(anotacoes.id, id))).length

describe('transactionOpenedWith: begin sent with the opening statements', () => {
  it('gives the opening results and commits what the work wrote', async () => {
    const row = note('gravada')
    const got = await transactionOpenedWith(db, 'select 41 + 1 as n; select 2 as m', async (tx, opened) => {
      await tx.insert(anotacoes).values(row)
      return { value: opened.map((r) => r.rows[0]) }
    })
    expect(got).toEqual([{ n: 42 }, { m: 2 }])
    expect(await stored(row.id)).toBe(1)
  })

  it('rolls back everything the work wrote when it throws, and the pool keeps working', async () => {
    const row = note('desfeita')
    await expect(
      transactionOpenedWith(db, 'select 1', async (tx) => {
        await tx.insert(anotacoes).values(row)
        throw new Error('falhou depois de gravar')
      }),
    ).rejects.toThrow('falhou depois de gravar')
    expect(await stored(row.id)).toBe(0)
    expect(db.$client.totalCount).toBe(db.$client.idleCount)
  })

  it('sends the closing statement with the commit', async () => {
    const row = note('no fechamento')
    await transactionOpenedWith(db, 'select 1', async () => ({ value: null, closing: insertText(row) }))
    expect(await stored(row.id)).toBe(1)
  })

  it('rolls back the work when the closing statement fails', async () => {
    const row = note('antes do fechamento')
    await expect(
      transactionOpenedWith(db, 'select 1', async (tx) => {
        await tx.insert(anotacoes).values(row)
        return { value: null, closing: 'insert into tabela_que_nao_existe values (1)' }
      }),
    ).rejects.toThrow(/tabela_que_nao_existe/)
    expect(await stored(row.id)).toBe(0)
    expect(db.$client.totalCount).toBe(db.$client.idleCount)
  })

  it('runs nested transactions as savepoints: a failed one undoes only itself', async () => {
    const kept = note('fora do savepoint')
    const undone = note('dentro do savepoint')
    await transactionOpenedWith(db, 'select 1', async (tx) => {
      await tx.insert(anotacoes).values(kept)
      await tx
        .transaction(async (sp) => {
          await sp.insert(anotacoes).values(undone)
          throw new Error('savepoint desfeito')
        })
        .catch(() => {})
      return { value: null }
    })
    expect([await stored(kept.id), await stored(undone.id)]).toEqual([1, 0])
  })

  it('runs no work and leaves no transaction open when the opening fails', async () => {
    let ran = false
    await expect(
      transactionOpenedWith(db, 'select 1; select * from tabela_que_nao_existe', async () => {
        ran = true
        return { value: null }
      }),
    ).rejects.toThrow(/tabela_que_nao_existe/)
    expect(ran).toBe(false)
    const open = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and state like 'idle in transaction%'`,
    )
    expect(open.rows[0].n).toBe(0)
  })
})

describe('transactionOpenedWith: the following transaction begun with the commit', () => {
  it('commits the work, begins the following transaction in the same round trip and hands it over', async () => {
    const first = note('primeira')
    const second = note('segunda')
    let carried: Opened | undefined
    await transactionOpenedWith(db, 'select 1', async () => ({
      value: null,
      closing: insertText(first),
      following: { opening: 'select 7 as n; select 8 as m', take: (opened) => (carried = opened) },
    }))
    if (!carried) throw new Error('no following transaction was handed over')
    expect(carried.results.map((r) => r.rows[0])).toEqual([{ n: 7 }, { m: 8 }])
    // The first is committed (seen from another connection) while the following one is open on the same connection.
    expect(await stored(first.id)).toBe(1)
    expect(db.$client.totalCount - db.$client.idleCount).toBe(1)
    const got = await transactionOpenedWith(db, carried, async (tx, opened) => {
      await tx.insert(anotacoes).values(second)
      return { value: opened.length }
    })
    expect(got).toBe(2)
    expect(await stored(second.id)).toBe(1)
    expect(db.$client.totalCount).toBe(db.$client.idleCount)
  })

  it('begins no following transaction when the closing statement fails', async () => {
    const row = note('fechamento falhou')
    let taken = false
    await expect(
      transactionOpenedWith(db, 'select 1', async (tx) => {
        await tx.insert(anotacoes).values(row)
        return {
          value: null,
          closing: 'insert into tabela_que_nao_existe values (1)',
          following: { opening: 'select 1', take: () => (taken = true) },
        }
      }),
    ).rejects.toThrow(/tabela_que_nao_existe/)
    expect([taken, await stored(row.id)]).toEqual([false, 0])
    expect(db.$client.totalCount).toBe(db.$client.idleCount)
  })

  it('abandon rolls back a following transaction nobody took and hands its connection back', async () => {
    let carried: Opened | undefined
    await transactionOpenedWith(db, 'select 1', async () => ({
      value: null,
      following: { opening: `select pg_advisory_xact_lock(424242)`, take: (opened) => (carried = opened) },
    }))
    if (!carried) throw new Error('no following transaction was handed over')
    await abandon(carried)
    expect(db.$client.totalCount).toBe(db.$client.idleCount)
    const lock = await db.execute<{ free: boolean }>(sql`select pg_try_advisory_xact_lock(424242) as free`)
    expect(lock.rows[0].free).toBe(true)
  })
})

describe('preparedPerConnection', () => {
  const texts = (tx: Tx) =>
    tx
      .select({ texto: anotacoes.texto })
      .from(anotacoes)
      .where(eq(anotacoes.id, sql.placeholder('id')))
      .prepare('teste_texto_da_anotacao')

  it('builds a statement once for the transactions on one connection, and it runs in each of them', async () => {
    let builds = 0
    const statement = preparedPerConnection((tx) => {
      builds++
      return texts(tx)
    })
    const rows = [note('primeira lida'), note('segunda lida'), note('terceira lida')]
    const read: unknown[] = []
    // One at a time, so each transaction takes the connection the one before it gave back.
    for (const row of rows) {
      read.push(
        await transactionOpenedWith(db, 'select 1', async (tx) => {
          await tx.insert(anotacoes).values(row)
          return { value: await statement(tx).execute({ id: row.id }) }
        }),
      )
    }
    expect(read).toEqual(rows.map((row) => [{ texto: row.texto }]))
    expect(builds).toBe(1)
    // Any other transaction (here a plain `db.transaction`) builds it for itself, on a connection that may have it.
    const again = await db.transaction((tx) => statement(tx).execute({ id: rows[0].id }))
    expect([again, builds]).toEqual([[{ texto: 'primeira lida' }], 2])
  })
})
