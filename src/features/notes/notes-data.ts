import { useQuery } from '@tanstack/react-query'
import { useLiveQuery } from 'dexie-react-hooks'
import { type Note, noteListResponse } from '@/contracts/notes'
import { paths } from '@/contracts/paths'
import { defineCollection, readRows, replaceRows } from '@/db/collections'
import { enqueueEdit } from '@/db/outbox'
import { useSync } from '@/db/sync-context'
import { requestParsed } from '@/lib/api/client'
import { useSession } from '../session/session-store'

/** The server's limit (src/contracts/notes.ts). */
export const NOTE_MAX_LENGTH = 2000

export const notesCollection = defineCollection<Note>('anotacoes', (n) => n.id)

const newestFirst = (a: Note, b: Note) => b.data_criacao.localeCompare(a.data_criacao)

/** The office's notes, shown at once from IndexedDB and refreshed from the server in the background. */
export function useNotes(officeId: number) {
  const { db } = useSync()
  const scope = String(officeId)
  const notes = useLiveQuery(
    () => readRows(db, notesCollection, scope).then((rows) => rows.sort(newestFirst)),
    [db, scope],
  )
  const refresh = useQuery({
    queryKey: ['notes', officeId],
    queryFn: async () => {
      const res = await requestParsed(noteListResponse, 'GET', paths.notes(officeId))
      await replaceRows(db, notesCollection, scope, res.value)
      return res.value.length
    },
    meta: { silent: true },
  })
  return { notes, refreshing: refresh.isFetching, refreshFailed: refresh.isError }
}

/** Create, edit and delete go through the outbox: shown at once, sent when the connection allows. */
export function useNoteActions(officeId: number) {
  const { db, kick } = useSync()
  const user = useSession()
  const scope = String(officeId)
  const queue = async (...args: Parameters<typeof enqueueEdit<Note>>) => {
    await enqueueEdit(...args)
    kick()
  }
  return {
    create: (texto: string) => {
      const id = crypto.randomUUID()
      const now = new Date().toISOString()
      return queue(db, {
        collection: notesCollection,
        scope,
        rowId: id,
        label: 'Nova anotação',
        method: 'POST',
        url: paths.notes(officeId),
        body: { id, texto },
        baseVersion: null,
        after: { id, texto, autor: user?.nome ?? '', version: 1, data_criacao: now, data_atualizacao: now },
      })
    },
    edit: (note: Note, texto: string) =>
      queue(db, {
        collection: notesCollection,
        scope,
        rowId: note.id,
        label: 'Edição de anotação',
        method: 'PUT',
        url: paths.note(officeId, note.id),
        body: { texto },
        baseVersion: note.version,
        after: { ...note, texto, data_atualizacao: new Date().toISOString() },
      }),
    remove: (note: Note) =>
      queue(db, {
        collection: notesCollection,
        scope,
        rowId: note.id,
        label: 'Remoção de anotação',
        method: 'DELETE',
        url: paths.note(officeId, note.id),
        baseVersion: note.version,
        after: null,
      }),
  }
}
