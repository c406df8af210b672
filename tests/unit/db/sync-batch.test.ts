import { describe, expect, it } from 'vitest'
import { readRows, replaceRows } from '@/db/collections'
import type { AppDatabase, OutboxEntry } from '@/db/database'
import { enqueueEdit } from '@/db/outbox'
import { drainOutbox } from '@/db/sync'
import { withFreshDatabase } from './fresh-database'
import { create, edit, editOf, json, notes, scriptedFetch } from './outbox-fixtures'

let db: AppDatabase
withFreshDatabase((fresh) => {
  db = fresh
})

const BATCH = 'http://localhost:3000/v2/api/sync/batch'
type Sent = { entries: { id: string; method: string; url: string; body?: string; contentType?: string }[] }
const FORM = 'application/x-www-form-urlencoded;charset=UTF-8'
const sentIn = (call: { init: RequestInit }) => JSON.parse(String(call.init.body)) as Sent
const note = (id: string, texto: string, version = 1) => ({ id, texto, version, autor: 'Ana' })
const result = (id: string, outcome: string, status: number, body: unknown = null) => ({ id, outcome, status, body })
const answer = (...results: ReturnType<typeof result>[]) => json(200, { status: 200, results })
const drain = (fetchImpl: typeof fetch, onUnauthorized = () => {}) =>
  drainOutbox({ db, getToken: () => 't', onUnauthorized, fetchImpl, baseUrl: 'http://localhost:3000' })
const states = async () => (await db.outbox.orderBy('seq').toArray()).map((e) => [e.rowId, e.state])

describe('batch sender: several waiting edits go in one request, each settled as if sent alone', () => {
  it('sends the waiting edits in order in one request, each with its own mutation id', async () => {
    const ids = [await create(db, 'n1', 'um'), await create(db, 'n2', 'dois'), await create(db, 'n3', 'três')]
    const server = scriptedFetch([
      answer(
        result(ids[0], 'applied', 201, { status: 201, value: note('n1', 'um') }),
        result(ids[1], 'replayed', 201, { status: 201, value: note('n2', 'dois') }),
        result(ids[2], 'applied', 201, { status: 201, value: note('n3', 'três') }),
      ),
    ])
    expect(await drain(server.fetchImpl)).toBe('idle')
    expect(server.calls.map((c) => c.url)).toEqual([BATCH])
    expect(sentIn(server.calls[0]).entries).toEqual([
      { id: ids[0], method: 'POST', url: '/v2/api/office/3/notes', body: 'id=n1&texto=um', contentType: FORM },
      { id: ids[1], method: 'POST', url: '/v2/api/office/3/notes', body: 'id=n2&texto=dois', contentType: FORM },
      { id: ids[2], method: 'POST', url: '/v2/api/office/3/notes', body: 'id=n3&texto=tr%C3%AAs', contentType: FORM },
    ])
    expect(await db.outbox.count()).toBe(0)
    expect((await readRows(db, notes, '3')).every((r) => (r as { autor?: string }).autor === 'Ana')).toBe(true)
  })

  it('shows a conflict in the middle and sends what the server did not run afterwards', async () => {
    const a = await create(db, 'n1', 'um')
    const b = await edit(db, { id: 'n2', texto: 'base', version: 1 }, 'minha')
    const c = await create(db, 'n3', 'três')
    const current = note('n2', 'do colega', 2)
    const server = scriptedFetch([
      answer(
        result(a, 'applied', 201, { status: 201, value: note('n1', 'um') }),
        result(b, 'conflict', 409, { status: 409, message: 'Alterada por outra pessoa', current }),
        result(c, 'not-run', 0),
      ),
      json(201, { status: 201, value: note('n3', 'três') }),
    ])
    expect(await drain(server.fetchImpl)).toBe('idle')
    expect(server.calls).toHaveLength(2)
    expect(server.calls[1].url).toBe('http://localhost:3000/v2/api/office/3/notes')
    expect((server.calls[1].init.headers as Record<string, string>)['Idempotency-Key']).toBe(c)
    const [entry] = await db.outbox.toArray()
    expect(entry).toMatchObject({
      rowId: 'n2',
      state: 'conflict',
      server: current,
      lastError: 'Alterada por outra pessoa',
    })
    expect((await readRows(db, notes, '3')).find((r) => r.id === 'n2')?.texto).toBe('do colega')
  })

  it('rolls back an edit the server refused and keeps it listed', async () => {
    await replaceRows(db, notes, '3', [{ id: 'n1', texto: 'original', version: 1 }])
    const a = await edit(db, { id: 'n1', texto: 'original', version: 1 }, '')
    const b = await create(db, 'n2', 'outra')
    const server = scriptedFetch([
      answer(result(a, 'refused', 400, { status: 400, message: 'Campo obrigatório' }), result(b, 'not-run', 0)),
      json(201, { status: 201, value: note('n2', 'outra') }),
    ])
    await drain(server.fetchImpl)
    expect(await states()).toEqual([['n1', 'failed']])
    expect((await db.outbox.toArray())[0].lastError).toBe('Campo obrigatório')
    expect((await readRows(db, notes, '3')).find((r) => r.id === 'n1')?.texto).toBe('original')
  })

  it('on a network error keeps every entry and resends from the first one', async () => {
    const ids = [await create(db, 'n1', 'um'), await create(db, 'n2', 'dois')]
    expect(await drain(scriptedFetch([new TypeError('Failed to fetch')]).fetchImpl)).toBe('waiting')
    const entries = await db.outbox.orderBy('seq').toArray()
    expect(entries.map((e) => [e.state, e.attempts])).toEqual([
      ['pending', 1],
      ['pending', 0],
    ])
    expect(entries[0].nextAttemptAt).toBeGreaterThan(Date.now())
    await db.outbox.toCollection().modify({ nextAttemptAt: 0 })
    const again = scriptedFetch([
      answer(result(ids[0], 'replayed', 201, { value: note('n1', 'um') }), result(ids[1], 'applied', 201, {})),
    ])
    expect(await drain(again.fetchImpl)).toBe('idle')
    expect(sentIn(again.calls[0]).entries.map((e) => e.id)).toEqual(ids)
  })

  it('retries from the first unapplied entry after a 5xx inside the batch', async () => {
    const ids = [await create(db, 'n1', 'um'), await create(db, 'n2', 'dois'), await create(db, 'n3', 'três')]
    const server = scriptedFetch([
      answer(
        result(ids[0], 'applied', 201, { value: note('n1', 'um') }),
        result(ids[1], 'retry', 503, { message: 'Indisponível' }),
        result(ids[2], 'not-run', 0),
      ),
    ])
    expect(await drain(server.fetchImpl)).toBe('waiting')
    const entries = await db.outbox.orderBy('seq').toArray()
    expect(entries.map((e) => [e.rowId, e.state, e.attempts])).toEqual([
      ['n2', 'pending', 1],
      ['n3', 'pending', 0],
    ])
    expect(entries[0].lastError).toBe('Indisponível')
  })

  it('pauses on 401 and keeps the whole queue', async () => {
    await create(db, 'n1', 'um')
    await create(db, 'n2', 'dois')
    let asked = 0
    const server = scriptedFetch([json(401, { message: 'Sessão expirada' })])
    expect(await drain(server.fetchImpl, () => asked++)).toBe('paused')
    expect(asked).toBe(1)
    expect(await states()).toEqual([
      ['n1', 'pending'],
      ['n2', 'pending'],
    ])
  })

  it('waits for the answer to an edit before sending the next edit of the same row on its new version', async () => {
    const row = { id: 'n1', texto: 'v1', version: 1 }
    const a = await edit(db, row, 'v2')
    const b = await create(db, 'n2', 'outra')
    const c = await edit(db, row, 'v3')
    const server = scriptedFetch([
      answer(
        result(a, 'applied', 200, { value: { ...row, texto: 'v2', version: 2 } }),
        result(b, 'applied', 201, { value: note('n2', 'outra') }),
      ),
      json(200, { status: 200, value: { ...row, texto: 'v3', version: 3 } }),
    ])
    await drain(server.fetchImpl)
    expect(sentIn(server.calls[0]).entries.map((e) => e.id)).toEqual([a, b])
    expect(String(server.calls[1].init.body)).toBe('texto=v3&version=2')
    expect((server.calls[1].init.headers as Record<string, string>)['Idempotency-Key']).toBe(c)
  })

  it('leaves the batch queued as it was while it is out, and when no answer comes only the first waits to retry', async () => {
    await create(db, 'n1', 'um')
    await create(db, 'n2', 'dois')
    const queued = await db.outbox.orderBy('seq').toArray()
    let whileSent: OutboxEntry[] = []
    const failing = (async () => {
      whileSent = await db.outbox.orderBy('seq').toArray()
      throw new TypeError('Failed to fetch')
    }) as unknown as typeof fetch
    expect(await drain(failing)).toBe('waiting')
    // Nothing is written for a batch on its way: what a closed tab would leave is the queue as it was.
    expect(whileSent).toEqual(queued)
    const [first, second] = await db.outbox.orderBy('seq').toArray()
    expect(first).toMatchObject({ state: 'pending', attempts: 1, lastError: 'Sem conexão com o servidor' })
    expect(first.nextAttemptAt).toBeGreaterThan(Date.now())
    expect(second).toEqual(queued[1])
  })

  it("an edit of a row queued while the row's earlier edit is on the server goes on the version the server answered", async () => {
    const row = { id: 'n1', texto: 'v1', version: 1 }
    const a = await edit(db, row, 'v2')
    const b = await create(db, 'n2', 'dois')
    let later = ''
    const calls: RequestInit[] = []
    const server = (async (_url: string, init: RequestInit) => {
      calls.push(init)
      if (calls.length > 1) return json(200, { status: 200, value: { ...row, texto: 'v3', version: 3 } })
      later = await edit(db, row, 'v3')
      return answer(
        result(a, 'applied', 200, { status: 200, value: { ...row, texto: 'v2', version: 2 } }),
        result(b, 'applied', 201, { status: 201, value: note('n2', 'dois') }),
      )
    }) as unknown as typeof fetch
    expect(await drain(server)).toBe('idle')
    expect(calls).toHaveLength(2)
    expect((calls[1].headers as Record<string, string>)['Idempotency-Key']).toBe(later)
    expect(String(calls[1].body)).toBe('texto=v3&version=2')
    expect((await readRows(db, notes, '3')).find((r) => r.id === 'n1')).toMatchObject({ texto: 'v3', version: 3 })
  })

  it('without a session sends nothing and leaves the queue pending', async () => {
    await create(db, 'n1', 'um')
    await create(db, 'n2', 'dois')
    const server = scriptedFetch([])
    expect(await drainOutbox({ db, getToken: () => null, onUnauthorized: () => {}, fetchImpl: server.fetchImpl })).toBe(
      'paused',
    )
    expect(server.calls).toEqual([])
    expect(await states()).toEqual([
      ['n1', 'pending'],
      ['n2', 'pending'],
    ])
  })

  it('removes exactly the sent entries when a failed edit of another row lies between them in the queue', async () => {
    const a = await create(db, 'n1', 'um')
    await create(db, 'n2', 'dois')
    const c = await create(db, 'n3', 'três')
    await db.outbox.filter((e) => e.rowId === 'n2').modify({ state: 'failed' })
    const server = scriptedFetch([
      answer(
        result(a, 'applied', 201, { status: 201, value: note('n1', 'um') }),
        result(c, 'applied', 201, { status: 201, value: note('n3', 'três') }),
      ),
    ])
    expect(await drain(server.fetchImpl)).toBe('idle')
    expect(sentIn(server.calls[0]).entries.map((e) => e.id)).toEqual([a, c])
    expect(await states()).toEqual([['n2', 'failed']])
  })

  it('splits a long queue into batches of 100', async () => {
    for (let i = 0; i < 150; i++) await create(db, `n${i}`, `nota ${i}`)
    const entries = await db.outbox.orderBy('seq').toArray()
    const server = scriptedFetch([
      answer(...entries.slice(0, 100).map((e) => result(e.id, 'applied', 201, {}))),
      answer(...entries.slice(100).map((e) => result(e.id, 'applied', 201, {}))),
    ])
    expect(await drain(server.fetchImpl)).toBe('idle')
    expect(server.calls.map((c) => sentIn(c).entries.length)).toEqual([100, 50])
  })

  it('sends the next batch while the one the server applied before it is written locally', async () => {
    for (let i = 0; i < 150; i++) await create(db, `n${i}`, `nota ${i}`)
    const entries = await db.outbox.orderBy('seq').toArray()
    const events: string[] = []
    db.outbox.hook('deleting', () => {
      if (events.at(-1) !== 'escrita do lote 1') events.push('escrita do lote 1')
    })
    const server = scriptedFetch([
      answer(...entries.slice(0, 100).map((e) => result(e.id, 'applied', 201, { value: note(e.rowId, 'ok') }))),
      answer(...entries.slice(100).map((e) => result(e.id, 'applied', 201, { value: note(e.rowId, 'ok') }))),
    ])
    const fetchImpl = ((url: string, init: RequestInit) => {
      events.push(`envio do lote ${server.calls.length + 1}`)
      return server.fetchImpl(url, init)
    }) as typeof fetch
    expect(await drain(fetchImpl)).toBe('idle')
    expect(events.slice(0, 3)).toEqual(['envio do lote 1', 'envio do lote 2', 'escrita do lote 1'])
    expect(await db.outbox.count()).toBe(0)
    expect((await readRows(db, notes, '3')).filter((r) => r.texto === 'ok')).toHaveLength(150)
  })

  it('a conflict in the batch sent while the previous one is written settles both as one at a time would', async () => {
    for (let i = 0; i < 100; i++) await create(db, `n${i}`, `nota ${i}`)
    const first = await db.outbox.orderBy('seq').toArray()
    const row = { id: 'x', texto: 'base', version: 4 }
    const later = [await edit(db, row, 'minha'), await create(db, 'y', 'ípsilon'), await create(db, 'z', 'zeta')]
    const current = { ...row, texto: 'do colega', version: 5 }
    const server = scriptedFetch([
      answer(...first.map((e) => result(e.id, 'applied', 201, { value: note(e.rowId, 'ok') }))),
      answer(
        result(later[0], 'conflict', 409, { message: 'Alterada por outra pessoa', current }),
        result(later[1], 'not-run', 0),
        result(later[2], 'not-run', 0),
      ),
      answer(result(later[1], 'applied', 201, { value: note('y', 'ípsilon') }), result(later[2], 'applied', 201, {})),
    ])
    expect(await drain(server.fetchImpl)).toBe('idle')
    expect(server.calls.map((c) => sentIn(c).entries.length)).toEqual([100, 3, 2])
    expect(sentIn(server.calls[2]).entries.map((e) => e.id)).toEqual(later.slice(1))
    expect(await states()).toEqual([['x', 'conflict']])
    const rows = await readRows(db, notes, '3')
    expect(rows.filter((r) => r.texto === 'ok')).toHaveLength(100)
    expect(rows.find((r) => r.id === 'x')?.texto).toBe('do colega')
    expect(rows.find((r) => r.id === 'y')?.texto).toBe('ípsilon')
  })

  it('a dropped connection for the batch sent while the previous one is written keeps only that batch queued', async () => {
    for (let i = 0; i < 103; i++) await create(db, `n${i}`, `nota ${i}`)
    const entries = await db.outbox.orderBy('seq').toArray()
    const server = scriptedFetch([
      answer(...entries.slice(0, 100).map((e) => result(e.id, 'applied', 201, { value: note(e.rowId, 'ok') }))),
      new TypeError('Failed to fetch'),
    ])
    expect(await drain(server.fetchImpl)).toBe('waiting')
    const left = await db.outbox.orderBy('seq').toArray()
    expect(left.map((e) => [e.rowId, e.state, e.attempts])).toEqual([
      ['n100', 'pending', 1],
      ['n101', 'pending', 0],
      ['n102', 'pending', 0],
    ])
    expect((await readRows(db, notes, '3')).filter((r) => r.texto === 'ok')).toHaveLength(100)
  })

  it('after a failure inside a batch, the edits it did not run go before those read to follow it', async () => {
    for (let i = 0; i < 200; i++) await create(db, `n${i}`, `nota ${i}`)
    const entries = await db.outbox.orderBy('seq').toArray()
    const ids = entries.map((e) => e.id)
    const server = scriptedFetch([
      answer(
        ...entries.slice(0, 50).map((e) => result(e.id, 'applied', 201, { value: note(e.rowId, 'ok') })),
        result(ids[50], 'refused', 400, { message: 'Texto inválido' }),
        ...entries.slice(51, 100).map((e) => result(e.id, 'not-run', 0)),
      ),
      answer(...entries.slice(51, 151).map((e) => result(e.id, 'applied', 201, { value: note(e.rowId, 'ok') }))),
      answer(...entries.slice(151).map((e) => result(e.id, 'applied', 201, { value: note(e.rowId, 'ok') }))),
    ])
    expect(await drain(server.fetchImpl)).toBe('idle')
    expect(server.calls.map((c) => sentIn(c).entries.map((e) => e.id))).toEqual([
      ids.slice(0, 100),
      ids.slice(51, 151),
      ids.slice(151),
    ])
    expect(await states()).toEqual([['n50', 'failed']])
  })

  it('settles several edits of one row in a batch as one at a time would: the last answer and version win', async () => {
    const row = { id: 'n1', texto: 'v1', version: 1 }
    const unversioned = { ...editOf(row, 'lida'), method: 'POST' as const, baseVersion: null }
    const a = await enqueueEdit(db, unversioned)
    const b = await enqueueEdit(db, { ...unversioned, after: { ...row, texto: 'relida' } })
    const c = await edit(db, row, 'minha')
    const server = scriptedFetch([
      answer(
        result(a, 'applied', 200, { value: { ...row, texto: 'lida', version: 2 } }),
        result(b, 'applied', 200, { value: { ...row, texto: 'relida', version: 3 } }),
      ),
    ])
    // c then goes alone and meets a dropped connection: it stays queued.
    expect(await drain(server.fetchImpl)).toBe('waiting')
    expect(sentIn(server.calls[0]).entries.map((e) => e.id)).toEqual([a, b])
    expect(String(server.calls[1].init.body)).toBe('texto=minha&version=3')
    const [waiting] = await db.outbox.toArray()
    expect([waiting.id, waiting.baseVersion]).toEqual([c, 3])
    // The edit still waiting is what the row shows, not the server's answers to the earlier ones.
    expect((await readRows(db, notes, '3')).find((r) => r.id === 'n1')?.texto).toBe('minha')
  })

  it('takes the server answer of the last sent edit of a row when none waits, and removes deleted rows', async () => {
    await replaceRows(db, notes, '3', [
      { id: 'n1', texto: 'um', version: 1 },
      { id: 'n2', texto: 'dois', version: 1 },
    ])
    const a = await edit(db, { id: 'n1', texto: 'um', version: 1 }, 'um!')
    const b = await enqueueEdit(db, {
      ...editOf({ id: 'n2', texto: 'dois', version: 1 }, ''),
      method: 'DELETE',
      after: null,
    })
    const server = scriptedFetch([
      answer(
        result(a, 'applied', 200, { value: { id: 'n1', texto: 'um!', version: 2, autor: 'Ana' } }),
        result(b, 'applied', 200, {}),
      ),
    ])
    expect(await drain(server.fetchImpl)).toBe('idle')
    expect(await readRows(db, notes, '3')).toEqual([{ id: 'n1', texto: 'um!', version: 2, autor: 'Ana' }])
    expect(await db.meta.get(['anotacoes', '3'])).toMatchObject({ rowCount: 1 })
  })
})
