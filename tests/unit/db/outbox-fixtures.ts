import { defineCollection } from '@/db/collections'
import type { AppDatabase } from '@/db/database'
import { type Edit, enqueueEdit } from '@/db/outbox'

export type Row = { id: string; texto: string; version: number }
export const notes = defineCollection<Row>('anotacoes', (r) => r.id)

export const create = (db: AppDatabase, id: string, texto: string) =>
  enqueueEdit(db, {
    collection: notes,
    scope: '3',
    rowId: id,
    label: 'Nova anotação',
    method: 'POST',
    url: '/v2/api/office/3/notes',
    body: { id, texto },
    baseVersion: null,
    after: { id, texto, version: 1 },
  })

export const editOf = (row: Row, texto: string): Edit<Row> => ({
  collection: notes,
  scope: '3',
  rowId: row.id,
  label: 'Edição',
  method: 'PUT',
  url: `/v2/api/office/3/notes/${row.id}`,
  body: { texto },
  baseVersion: row.version,
  after: { ...row, texto },
})
export const edit = (db: AppDatabase, row: Row, texto: string) => enqueueEdit(db, editOf(row, texto))

/** A stand-in server: answers each call with the next scripted response and records what was sent. */
export function scriptedFetch(responses: (Response | Error)[]) {
  const calls: { url: string; init: RequestInit }[] = []
  const fetchImpl = (async (url: string | URL, init: RequestInit) => {
    calls.push({ url: String(url), init })
    const next = responses.shift()
    if (!next) throw new Error('sem resposta')
    if (next instanceof Error) throw next
    return next
  }) as unknown as typeof fetch
  return { calls, fetchImpl }
}

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status })
