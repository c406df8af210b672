import { describe, expect, it, vi } from 'vitest'
import { isStale, readMeta, readRows, replaceRows } from '@/db/collections'
import type { AppDatabase } from '@/db/database'
import { discardEntry, enqueueEdit, retryEntry } from '@/db/outbox'
import { drainOutbox } from '@/db/sync'
import { backoffMs } from '@/db/sync-send'
import { api } from '@/lib/api/client'
import { withFreshDatabase } from './fresh-database'
import { create as createIn, edit as editIn, editOf, json, notes, type Row, scriptedFetch } from './outbox-fixtures'

let db: AppDatabase
withFreshDatabase((fresh) => {
  db = fresh
})

const create = (id: string, texto: string) => createIn(db, id, texto)
const edit = (row: Row, texto: string) => editIn(db, row, texto)

describe('cached collections', () => {
  it('ignores a replace whose value is not an object, and records the update time', async () => {
    expect(await replaceRows(db, notes, '3', 'texto')).toBe(false)
    expect(await replaceRows(db, notes, '3', null)).toBe(false)
    expect((await readMeta(db, notes, '3')).lastUpdate).toBeNull()
    expect(await replaceRows(db, notes, '3', [{ id: 'a', texto: 'x', version: 1 }])).toBe(true)
    const meta = await readMeta(db, notes, '3')
    expect(isStale(meta, 5)).toBe(false)
    expect(isStale(meta, 5, Date.now() + 6 * 60_000)).toBe(true)
  })

  it('keeps rows of one office apart from another', async () => {
    await replaceRows(db, notes, '3', [{ id: 'a', texto: 'escritório 3', version: 1 }])
    await replaceRows(db, notes, '1', [{ id: 'b', texto: 'escritório 1', version: 1 }])
    expect((await readRows(db, notes, '3')).map((r) => r.texto)).toEqual(['escritório 3'])
  })

  it('a refresh removes the rows the server no longer has, in that office only', async () => {
    await replaceRows(db, notes, '3', [
      { id: 'a', texto: 'a', version: 1 },
      { id: 'b', texto: 'b', version: 1 },
    ])
    await replaceRows(db, notes, '1', [{ id: 'c', texto: 'c', version: 1 }])
    await replaceRows(db, notes, '3', [{ id: 'b', texto: 'b2', version: 2 }])
    expect((await readRows(db, notes, '3')).map((r) => r.texto)).toEqual(['b2'])
    expect((await readRows(db, notes, '1')).map((r) => r.texto)).toEqual(['c'])
    expect((await readMeta(db, notes, '3')).rowCount).toBe(1)
  })

  it('after a refresh a row shows the last of its queued edits, counted once', async () => {
    await create('n1', 'primeira')
    await edit({ id: 'n1', texto: 'primeira', version: 1 }, 'segunda')
    await replaceRows(db, notes, '3', [{ id: 'old', texto: 'do servidor', version: 1 }])
    expect((await readRows(db, notes, '3')).map((r) => r.texto).sort()).toEqual(['do servidor', 'segunda'])
    expect((await readMeta(db, notes, '3')).rowCount).toBe(2)
  })

  it('applies queued edits again on top of a server refresh', async () => {
    await create('n1', 'offline')
    await replaceRows(db, notes, '3', [{ id: 'old', texto: 'do servidor', version: 1 }])
    expect((await readRows(db, notes, '3')).map((r) => r.texto).sort()).toEqual(['do servidor', 'offline'])
  })
})

describe('outbox and sender', () => {
  it('shows and queues an edit together, and sends it once with its mutation id', async () => {
    const id = await create('n1', 'olá')
    expect(await readRows(db, notes, '3')).toEqual([{ id: 'n1', texto: 'olá', version: 1 }])
    expect(await db.outbox.count()).toBe(1)
    const server = scriptedFetch([
      json(201, { status: 201, value: { id: 'n1', texto: 'olá', version: 1, autor: 'Ana' } }),
    ])
    expect(await drainOutbox({ db, getToken: () => 't', onUnauthorized: () => {}, fetchImpl: server.fetchImpl })).toBe(
      'idle',
    )
    expect(server.calls).toHaveLength(1)
    expect((server.calls[0].init.headers as Record<string, string>)['Idempotency-Key']).toBe(id)
    expect(await db.outbox.count()).toBe(0)
    expect((await readRows(db, notes, '3'))[0]).toMatchObject({ autor: 'Ana' })
  })

  it('replays a queued edit in the same wire format as the same call sent online (§7: form data, objects as JSON text)', async () => {
    const body = { texto: 'olá & até', cores: { primaria: '#3242b9' }, ativo: true, vazio: null }
    await enqueueEdit(db, { ...editOf({ id: 'n1', texto: 'x', version: 1 }, 'olá'), body, baseVersion: null })
    const queued = scriptedFetch([json(200, { status: 200, value: null })])
    await drainOutbox({ db, getToken: () => 't', onUnauthorized: () => {}, fetchImpl: queued.fetchImpl })
    const online = scriptedFetch([json(200, { status: 200 })])
    vi.stubGlobal('fetch', online.fetchImpl)
    await api.put('/v2/api/office/3/notes/n1', body)
    vi.unstubAllGlobals()
    const wire = (c: { init: RequestInit }) => ({
      body: String(c.init.body),
      type: (c.init.headers as Record<string, string>)['Content-Type'],
    })
    expect(wire(queued.calls[0])).toEqual(wire(online.calls[0]))
    expect(wire(queued.calls[0])).toEqual({
      body: 'texto=ol%C3%A1+%26+at%C3%A9&cores=%7B%22primaria%22%3A%22%233242b9%22%7D&ativo=true&vazio=',
      type: 'application/x-www-form-urlencoded;charset=UTF-8',
    })
  })

  it.each([
    ['queued now', false],
    ["queued before 29/11/2026, without the 'followed' mark", true],
  ])('moves later edits of the same row to the version the server answered (edits %s)', async (_, legacy) => {
    const row = { id: 'n1', texto: 'v1', version: 1 }
    await edit(row, 'v2')
    await edit(row, 'v3')
    expect((await db.outbox.orderBy('seq').toArray()).map((e) => e.followed)).toEqual([true, false])
    if (legacy)
      await db.outbox.toCollection().modify((e) => {
        delete e.followed
      })
    const server = scriptedFetch([
      json(200, { status: 200, value: { ...row, texto: 'v2', version: 2 } }),
      json(200, { status: 200, value: { ...row, texto: 'v3', version: 3 } }),
    ])
    await drainOutbox({ db, getToken: () => 't', onUnauthorized: () => {}, fetchImpl: server.fetchImpl })
    expect(server.calls.map((c) => new URLSearchParams(String(c.init.body)).get('version'))).toEqual(['1', '2'])
    expect((await readRows(db, notes, '3'))[0]).toMatchObject({ texto: 'v3', version: 3 })
  })

  it('keeps an entry and backs off on network errors and 5xx', async () => {
    await create('n1', 'x')
    const server = scriptedFetch([new TypeError('Failed to fetch')])
    expect(await drainOutbox({ db, getToken: () => 't', onUnauthorized: () => {}, fetchImpl: server.fetchImpl })).toBe(
      'waiting',
    )
    const [entry] = await db.outbox.toArray()
    expect(entry).toMatchObject({ state: 'pending', attempts: 1 })
    expect(entry.nextAttemptAt).toBeGreaterThan(Date.now())
    await db.outbox.update(entry.seq!, { nextAttemptAt: 0 })
    const again = scriptedFetch([json(503, { message: 'indisponível' })])
    await drainOutbox({ db, getToken: () => 't', onUnauthorized: () => {}, fetchImpl: again.fetchImpl })
    expect((await db.outbox.toArray())[0]).toMatchObject({ state: 'pending', attempts: 2 })
  })

  it('pauses on 401 and keeps the queue', async () => {
    await create('n1', 'x')
    const asked: string[] = []
    const server = scriptedFetch([json(401, { message: 'Sessão expirada' })])
    const result = await drainOutbox({
      db,
      getToken: () => 't',
      onUnauthorized: (token) => asked.push(token),
      fetchImpl: server.fetchImpl,
    })
    expect(result).toBe('paused')
    // With the token the edit was sent with: a session that moved on meanwhile is not ended (reportUnauthorized).
    expect(asked).toEqual(['t'])
    expect((await db.outbox.toArray())[0].state).toBe('pending')
  })

  it('rolls back a rejected edit, keeps it listed, and holds later edits of that row', async () => {
    await replaceRows(db, notes, '3', [{ id: 'n1', texto: 'original', version: 1 }])
    await edit({ id: 'n1', texto: 'original', version: 1 }, 'inválida')
    await edit({ id: 'n1', texto: 'inválida', version: 1 }, 'depois')
    await create('n2', 'outra linha')
    const server = scriptedFetch([
      json(400, { message: 'Campo obrigatório' }),
      json(201, { status: 201, value: { id: 'n2', texto: 'outra linha', version: 1 } }),
    ])
    await drainOutbox({ db, getToken: () => 't', onUnauthorized: () => {}, fetchImpl: server.fetchImpl })
    expect(server.calls).toHaveLength(2) // the held edit of n1 was not sent
    const entries = await db.outbox.orderBy('seq').toArray()
    expect(entries.map((e) => e.state)).toEqual(['failed', 'pending'])
    expect(entries[0].lastError).toBe('Campo obrigatório')
    await discardEntry(db, entries[0].seq!)
    expect(await db.outbox.count()).toBe(1)
  })

  it('on 409 shows the server value and, when the user keeps theirs, resends on the new version', async () => {
    await edit({ id: 'n1', texto: 'base', version: 1 }, 'minha')
    const current = { id: 'n1', texto: 'do colega', version: 2 }
    const server = scriptedFetch([json(409, { status: 409, message: 'Alterada por outra pessoa', current })])
    await drainOutbox({ db, getToken: () => 't', onUnauthorized: () => {}, fetchImpl: server.fetchImpl })
    const [entry] = await db.outbox.toArray()
    expect(entry).toMatchObject({ state: 'conflict', server: current, after: { texto: 'minha' } })
    expect((await readRows(db, notes, '3'))[0].texto).toBe('do colega')
    await retryEntry(db, entry.seq!)
    expect((await readRows(db, notes, '3'))[0].texto).toBe('minha')
    const resend = scriptedFetch([json(200, { status: 200, value: { id: 'n1', texto: 'minha', version: 3 } })])
    await drainOutbox({ db, getToken: () => 't', onUnauthorized: () => {}, fetchImpl: resend.fetchImpl })
    expect(new URLSearchParams(String(resend.calls[0].init.body)).get('version')).toBe('2')
    expect(await db.outbox.count()).toBe(0)
  })

  it('backs off exponentially with jitter, capped at a minute', () => {
    expect(backoffMs(1, () => 0)).toBe(1000)
    expect(backoffMs(1, () => 1)).toBe(2000)
    expect(backoffMs(3, () => 1)).toBe(8000)
    expect(backoffMs(20, () => 1)).toBe(60_000)
  })
})
