// Replay time of 1,000 edits queued offline, sent in order by the real sync engine to the real server:
// the median of RUNS replays (each of 1,000 fresh edits), and the PostgreSQL round trips per edit (deterministic).
import 'fake-indexeddb/auto'
import { defineCollection } from '../src/db/collections'
import { AppDatabase } from '../src/db/database'
import { enqueueEdit } from '../src/db/outbox'
import { drainOutbox } from '../src/db/sync'
import { countStatements, percentile, startBenchServer } from './harness'

const EDITS = 1000
const RUNS = Number(process.env.RUNS ?? 3)
const statements = countStatements()
const server = await startBenchServer()
try {
  const token = await server.login('gestor@demo.local')
  const notes = defineCollection<{ id: string; texto: string }>('anotacoes', (n) => n.id)
  const times: number[] = []
  const roundTrips: number[] = []
  for (let run = 0; run < RUNS; run++) {
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
    times.push(performance.now() - started)
    roundTrips.push((statements.sent() - sentBefore) / EDITS)
    if (result !== 'idle') throw new Error(`replay ${run + 1} ended ${result}`)
    // Each replay is a fresh browser's queue: the previous one's in-memory IndexedDB is dropped, not kept growing.
    db.close()
    await db.delete()
  }
  const stored = await server.db.execute<{ n: number }>(
    "select count(*)::int as n from anotacoes where texto like 'Anotação %'",
  )
  const expected = EDITS * RUNS
  const { n } = stored.rows[0]
  times.sort((a, b) => a - b)
  const median = percentile(times, 50)
  console.log(
    `outbox replay: ${EDITS} queued edits replayed in p50 ${(median / 1000).toFixed(2)} s ` +
      `(${(median / EDITS).toFixed(1)} ms each; runs ${times.map((t) => (t / 1000).toFixed(2)).join(' / ')} s), ` +
      `${roundTrips[0].toFixed(1)} PostgreSQL round trips per edit; ` +
      `${expected - Math.min(n, expected)} lost, ${Math.max(0, n - expected)} duplicated (${n} rows for ${expected} edits)`,
  )
} finally {
  await server.stop()
}
