// Replay time of 1,000 edits queued offline, sent in order by the real sync engine to the real server: the first
// replay after the server starts (its code not yet optimised by the JIT) and the median of RUNS replays after it, as
// a server that has been running answers, each of 1,000 fresh edits; PostgreSQL round trips per edit (deterministic).
import 'fake-indexeddb/auto'
import { defineCollection } from '../src/db/collections'
import { AppDatabase } from '../src/db/database'
import { enqueueEdit } from '../src/db/outbox'
import { drainOutbox } from '../src/db/sync'
import { countStatements, median, startBenchServer } from './harness'

const EDITS = 1000
const RUNS = Number(process.env.RUNS ?? 5)
const statements = countStatements()
const server = await startBenchServer()
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
try {
  const token = await server.login('gestor@demo.local')
  const notes = defineCollection<{ id: string; texto: string }>('anotacoes', (n) => n.id)

  /** Queues 1,000 fresh edits in a fresh browser database and replays them: ms and round trips per edit. */
  async function replay(run: number) {
    const db = new AppDatabase(`bench-replay-${run}`)
    for (let i = 0; i < EDITS; i++) {
      const id = crypto.randomUUID()
      await enqueueEdit(db, {
        collection: notes,
        scope: '3',
        rowId: id,
        label: 'Nova anotação',
        method: 'POST',
        url: '/v2/api/office/3/notes',
        body: { id, texto: `Anotação ${i}` },
        baseVersion: null,
        after: { id, texto: `Anotação ${i}` },
      })
    }
    const sentBefore = statements.sent()
    const started = performance.now()
    const result = await drainOutbox({ db, getToken: () => token, onUnauthorized: () => {}, baseUrl: server.base })
    const ms = performance.now() - started
    if (result !== 'idle') throw new Error(`replay ${run + 1} ended ${result}`)
    // Each replay is a fresh browser's queue: the previous one's in-memory IndexedDB is dropped, not kept growing.
    db.close()
    await db.delete()
    return { ms, roundTrips: (statements.sent() - sentBefore) / EDITS }
  }

  const first = await replay(0)
  const times: number[] = []
  for (let run = 1; run <= RUNS; run++) times.push((await replay(run)).ms)
  const stored = await server.db.execute<{ n: number }>(
    "select count(*)::int as n from anotacoes where texto like 'Anotação %'",
  )
  const expected = EDITS * (RUNS + 1)
  const { n } = stored.rows[0]
  const p50 = median(times)
  console.log(
    `outbox replay: ${EDITS} queued edits replayed in p50 ${seconds(p50)} ` +
      `(${(p50 / EDITS).toFixed(1)} ms each; runs ${times.map(seconds).join(' / ')}); ` +
      `first replay after the server started ${seconds(first.ms)}; ` +
      `${first.roundTrips.toFixed(1)} PostgreSQL round trips per edit; ` +
      `${expected - Math.min(n, expected)} lost, ${Math.max(0, n - expected)} duplicated (${n} rows for ${expected} edits)`,
  )
} finally {
  await server.stop()
}
