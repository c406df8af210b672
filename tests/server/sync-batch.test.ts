import { randomUUID } from 'node:crypto'
import { request } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { countStatements } from '../../bench/harness'
import { featureOncePerBatch, inSyncBatchScope } from '../../server/http/batch-scope'
import { FEATURE_OFF } from '../../server/modules/permissions/feature-gate'
import { hasFeature, setFeature } from '../../server/modules/permissions/queries'
import { paths } from '../../src/contracts/paths'
import type { SyncBatchEntry, SyncBatchResult } from '../../src/contracts/sync'
import { demo, seededApp } from './harness'

// What the server logs at its default level (info), to check how a batch's edits are logged.
const logLines: string[] = []
const { app, db, login } = await seededApp({
  logStream: { write: (line: string) => void logLines.push(line) },
  config: { LOG_LEVEL: 'info' },
})
const logged = () => logLines.splice(0).map((line) => JSON.parse(line) as Record<string, unknown>)

// A dropped connection, made deterministic: the batch's socket is cut when the server starts one chosen edit.
let batchSocket: Socket | undefined
let cutAtKey: string | undefined
app.addHook('onRequest', async (req) => {
  if (req.url === paths.syncBatch) batchSocket = req.raw.socket
  else if (cutAtKey && req.headers['idempotency-key'] === cutAtKey) batchSocket?.destroy()
})

const gestor = await login(demo.gestor)
const aurora = 1
const notes = paths.notes(3)

const FORM = 'application/x-www-form-urlencoded;charset=UTF-8'
/** An entry's body as the outbox sends it: form data, as the same call online (§7). */
const form = (fields: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString()

const create = (texto: string, office = 3): SyncBatchEntry => ({
  id: randomUUID(),
  method: 'POST',
  url: paths.notes(office),
  body: form({ id: randomUUID(), texto }),
  contentType: FORM,
})

const batch = async (entries: SyncBatchEntry[], token = gestor) => {
  const res = await app.inject({
    method: 'POST',
    url: paths.syncBatch,
    headers: { authorization: token },
    payload: { entries },
  })
  return { statusCode: res.statusCode, json: res.json() as { results: SyncBatchResult[]; message?: string } }
}

const textsOf = async (ids: string[]) =>
  (
    await db.execute<{ texto: string }>(
      sql`select n.texto from auditoria a join anotacoes n on n.id::text = a.id_entidade
          where a.entidade = 'anotacao' and a.acao = 'criar' and a.id_entidade in ${sql.raw(`('${ids.join("','")}')`)}
          order by a.id`,
    )
  ).rows.map((r) => r.texto)

const noteIdOf = (entry: SyncBatchEntry) => String(new URLSearchParams(entry.body).get('id'))
const noteIds = (entries: SyncBatchEntry[]) => entries.map(noteIdOf)

describe('batch sync: several queued edits in one ordered request', () => {
  it('applies a batch cut by a dropped connection exactly once when it is sent again, in order', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' })
    afterAll(() => app.close())
    const { port } = app.server.address() as AddressInfo
    const entries = Array.from({ length: 8 }, (_, i) => create(`Lote ${i + 1}`))
    cutAtKey = entries[3].id
    const cut = await new Promise<string>((resolve) => {
      const req = request({
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: paths.syncBatch,
        headers: { authorization: gestor, 'content-type': 'application/json' },
      })
      req.on('response', () => resolve('answered'))
      req.on('error', (e) => resolve(e.message))
      req.end(JSON.stringify({ entries }))
    })
    cutAtKey = undefined
    expect(cut).toMatch(/socket hang up|ECONNRESET/)
    // The server finished the edit it had started and ran none after it.
    await expect.poll(() => textsOf(noteIds(entries))).toEqual(['Lote 1', 'Lote 2', 'Lote 3', 'Lote 4'])

    const replay = await batch(entries)
    expect(replay.statusCode).toBe(200)
    expect(replay.json.results.map((r) => r.outcome)).toEqual([
      ...Array(4).fill('replayed'),
      ...Array(4).fill('applied'),
    ])
    expect(await textsOf(noteIds(entries))).toEqual(entries.map((_, i) => `Lote ${i + 1}`))

    const again = await batch(entries)
    expect(again.json.results.every((r) => r.outcome === 'replayed')).toBe(true)
    expect(again.json.results.map((r) => r.body)).toEqual(replay.json.results.map((r) => r.body))
    expect(await textsOf(noteIds(entries))).toHaveLength(8)
  })

  it('keeps the order of edits of one row and stops at a conflict, showing the server row', async () => {
    const first = create('v1')
    const noteId = noteIdOf(first)
    const edit = (texto: string, version: number): SyncBatchEntry => ({
      id: randomUUID(),
      method: 'PUT',
      url: `${notes}/${noteId}`,
      body: form({ texto, version }),
      contentType: FORM,
    })
    const ok = await batch([first, edit('v2', 1), edit('v3', 2)])
    expect(ok.json.results.map((r) => [r.outcome, r.status])).toEqual([
      ['applied', 201],
      ['applied', 200],
      ['applied', 200],
    ])

    const later = create('depois do conflito')
    const res = await batch([edit('v4', 3), edit('antiga', 1), later])
    expect(res.json.results.map((r) => r.outcome)).toEqual(['applied', 'conflict', 'not-run'])
    expect(res.json.results[1]).toMatchObject({ status: 409, body: { current: { texto: 'v4', version: 4 } } })
    const stored = await db.execute<{ texto: string }>(sql`select texto from anotacoes where id = ${noteId}`)
    expect(stored.rows[0].texto).toBe('v4')
    const skipped = await db.execute(sql`select 1 from anotacoes where id = ${noteIdOf(later)}`)
    expect(skipped.rowCount).toBe(0)
  })

  it('an edit failing mid-batch leaves the edits before it applied and stores no answer of its own', async () => {
    const first = create('antes da falha')
    const clash: SyncBatchEntry = {
      ...create('mesmo id, outra chave'),
      body: form({ id: noteIdOf(first), texto: 'x' }),
    }
    const res = await batch([first, clash, create('não enviada')])
    expect(res.json.results.map((r) => r.outcome)).toEqual(['applied', 'conflict', 'not-run'])
    const answers = await db.execute<{ chave: string }>(
      sql`select chave from idempotencia where chave in (${first.id}, ${clash.id})`,
    )
    expect(answers.rows.map((r) => r.chave)).toEqual([first.id])
    // Sent again, the failed edit runs again (nothing stored), and the applied one is only replayed.
    const again = await batch([first, clash])
    expect(again.json.results.map((r) => r.outcome)).toEqual(['replayed', 'conflict'])
    expect(again.json.results[0].body).toEqual(res.json.results[0].body)
    expect(await textsOf(noteIds([first]))).toEqual(['antes da falha'])
  })

  it("refuses another office's edit slipped into a batch and applies nothing for it", async () => {
    const mine = create('do meu escritório')
    const theirs = create('no escritório Aurora', aurora)
    const after = create('depois da recusa')
    const res = await batch([mine, theirs, after])
    expect(res.json.results.map((r) => [r.outcome, r.status])).toEqual([
      ['applied', 201],
      ['refused', 403],
      ['not-run', 0],
    ])
    expect(res.json.results[1].body).toMatchObject({ message: expect.any(String) })
    const aurorasNotes = await db.execute(
      sql`select 1 from anotacoes where id_escritorio = ${aurora} and id = ${noteIdOf(theirs)}`,
    )
    expect(aurorasNotes.rowCount).toBe(0)
    expect(await textsOf(noteIds([mine, theirs, after]))).toEqual(['do meu escritório'])
    // The transaction the applied edit's commit began for the refused one is rolled back: no connection is left
    // in it, and no session holds its idempotency lock.
    expect(db.$client.totalCount).toBe(db.$client.idleCount)
    // pg_locks spans the cluster, where other test files hold their own databases' locks.
    const locks = await db.execute(
      sql`select 1 from pg_locks where locktype = 'advisory' and granted
            and database = (select oid from pg_database where datname = current_database())`,
    )
    expect(locks.rowCount).toBe(0)
    // The edit after it, never run, is applied when sent again.
    const again = await batch([after])
    expect(again.json.results.map((r) => r.outcome)).toEqual(['applied'])
  })

  it("begins each edit's transaction in the round trip of the previous edit's commit", async () => {
    const statements = countStatements()
    const sentFor = async (edits: number) => {
      const before = statements.sent()
      const res = await batch(Array.from({ length: edits }, (_, i) => create(`ida ${i}`)))
      expect(res.json.results.every((r) => r.outcome === 'applied')).toBe(true)
      return statements.sent() - before
    }
    // Each further edit: its own statement, and its answer with the commit and the next edit's begin.
    expect((await sentFor(15)) - (await sentFor(5))).toBe(2 * 10)
  })

  it('checks the role of each edit as its own route does', async () => {
    const cliente = await login(demo.cliente)
    const entry = create('cliente não escreve notas')
    const res = await batch([entry], cliente)
    expect(res.json.results[0]).toMatchObject({ outcome: 'refused', status: 403 })
    expect(await textsOf(noteIds([entry]))).toEqual([])
  })

  it('rejects a bad batch with a pt-BR message and runs none of it', async () => {
    const kept = create('não deve entrar')
    const tooMany = Array.from({ length: 101 }, (_, i) => create(`n${i}`))
    const cases: [unknown, RegExp][] = [
      [[], /Nenhuma edição/],
      [tooMany, /No máximo 100 edições/],
      [[kept, { ...create('x'), url: '/login' }], /Endereço fora da API/],
      [[kept, { ...create('x'), url: '/v2/../login' }], /Endereço fora da API/],
      [[kept, { ...create('x'), url: paths.syncBatch }], /não pode conter outro/],
      [[kept, { ...create('x'), id: 'curta' }], /Idempotency-Key inválida/],
    ]
    for (const [entries, message] of cases) {
      const res = await batch(entries as SyncBatchEntry[])
      expect(res.statusCode).toBe(400)
      expect(res.json.message).toMatch(message)
    }
    expect(await textsOf(noteIds([kept, ...tooMany]))).toEqual([])
    const anonymous = await app.inject({ method: 'POST', url: paths.syncBatch, payload: { entries: [kept] } })
    expect(anonymous.statusCode).toBe(401)
  })

  it("checks the office's features per batch: a feature turned off between two batches refuses the next", async () => {
    const staff = await login(demo.equipe)
    const permission = (possui_acesso: boolean) =>
      app.inject({
        method: 'PUT',
        url: paths.officePermission(3),
        headers: { authorization: staff },
        payload: { funcionalidade: 'anotacoes', possui_acesso },
      })
    const before = create('antes do corte')
    expect((await batch([before])).json.results[0].outcome).toBe('applied')
    expect((await permission(false)).statusCode).toBe(200)
    try {
      const refused = create('depois do corte')
      const res = await batch([refused, create('nem esta')])
      expect(res.json.results.map((r) => [r.outcome, r.status])).toEqual([
        ['refused', 403],
        ['not-run', 0],
      ])
      expect(res.json.results[0].body).toMatchObject({ message: FEATURE_OFF })
      expect(await textsOf(noteIds([before, refused]))).toEqual(['antes do corte'])
    } finally {
      expect((await permission(true)).statusCode).toBe(200)
    }
  })

  it('a permission written inside a batch is seen by the feature checks after it', async () => {
    const answers = await inSyncBatchScope(db, async () => {
      const look = () => featureOncePerBatch(3, 'anotacoes', () => hasFeature(db, 3, 'anotacoes'))
      const first = await look()
      await db.transaction((tx) => setFeature(tx, 3, 'anotacoes', false))
      const afterOff = await look()
      await db.transaction((tx) => setFeature(tx, 3, 'anotacoes', true))
      return [first, afterOff, await look()]
    })
    expect(answers).toEqual([true, false, true])
  })

  it('two copies of one edit sent at the same moment apply it once and answer alike', async () => {
    const entry = create('enviada duas vezes')
    const send = () =>
      app.inject({
        method: 'POST',
        url: entry.url,
        headers: { authorization: gestor, 'idempotency-key': entry.id, 'content-type': FORM },
        payload: entry.body,
      })
    const copies = await Promise.all([send(), send(), send()])
    expect(copies.map((c) => c.statusCode)).toEqual([201, 201, 201])
    expect(copies.filter((c) => c.headers['idempotent-replayed'] === 'true')).toHaveLength(2)
    expect(copies[1].json()).toEqual(copies[0].json())
    expect(copies[2].json()).toEqual(copies[0].json())
    // One row, and one audit row written with its stored answer.
    expect(await textsOf(noteIds([entry]))).toEqual(['enviada duas vezes'])
  })

  it('logs a batch as one line of what its edits came to, not a request per edit; an edit sent alone is logged', async () => {
    const mine = create('registrada no log do lote')
    const theirs = create('recusada no log do lote', aurora)
    logged()
    await batch([mine, theirs, create('não executada')])
    const lines = logged()
    expect(lines.filter((l) => l.msg === 'incoming request').map((l) => (l.req as { url: string }).url)).toEqual([
      paths.syncBatch,
    ])
    expect(lines.filter((l) => l.msg === 'lote de edições')).toEqual([
      expect.objectContaining({
        outcomes: { applied: 1, refused: 1, 'not-run': 1 },
        stoppedAt: { method: 'POST', url: paths.notes(aurora), status: 403 },
      }),
    ])
    const alone = create('enviada sozinha')
    await app.inject({
      method: 'POST',
      url: alone.url,
      headers: { authorization: gestor, 'idempotency-key': alone.id, 'content-type': FORM },
      payload: alone.body,
    })
    expect(
      logged()
        .filter((l) => l.msg === 'request completed')
        .map((l) => (l.res as { statusCode: number }).statusCode),
    ).toEqual([201])
  })
})
