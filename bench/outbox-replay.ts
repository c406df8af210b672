// Replay time of 1,000 edits queued offline, sent in order by the real sync engine to the real server.
import 'fake-indexeddb/auto'
import { defineCollection } from '../src/db/collections'
import { AppDatabase } from '../src/db/database'
import { enqueueEdit } from '../src/db/outbox'
import { drainOutbox } from '../src/db/sync'
import { startBenchServer } from './harness'

const EDITS = 1000
const server = await startBenchServer()
try {
  const token = await server.login('gestor@demo.local')
  const db = new AppDatabase('bench-replay')
  const notes = defineCollection<{ id: string; texto: string }>('anotacoes', (n) => n.id)
  const queuedAt = performance.now()
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
  const queueMs = performance.now() - queuedAt
  const started = performance.now()
  const result = await drainOutbox({ db, getToken: () => token, onUnauthorized: () => {}, baseUrl: server.base })
  const replayMs = performance.now() - started
  const stored = await server.db.execute<{ n: number }>('select count(*)::int as n from anotacoes')
  console.log(
    `outbox replay: ${EDITS} edits queued in ${(queueMs / 1000).toFixed(2)} s, replayed in ${(replayMs / 1000).toFixed(2)} s ` +
      `(${(replayMs / EDITS).toFixed(1)} ms each, ${result}); rows on the server: ${stored.rows[0].n}`,
  )
} finally {
  await server.stop()
}
