import { type Note, noteListResponse } from '@/contracts/notes'
import { paths } from '@/contracts/paths'
import { defineCollection } from '@/db/collections'
import { useCollection, useQueueEdit } from '@/db/use-collection'
import { requestParsed } from '@/lib/api/client'
import { useSession } from '../session/session-store'

/** The server's limit (src/contracts/notes.ts). */
export const NOTE_MAX_LENGTH = 2000

export const notesCollection = defineCollection<Note>('anotacoes', (n) => n.id, {
  order: { name: 'newest', key: (n) => n.data_criacao, descending: true },
  searchFields: (n) => [n.texto, n.autor],
})

/** Rows read at a time: a few screens of the list. */
const PAGE_SIZE = 50

/**
 * The office's notes, newest first, shown at once from IndexedDB (only the rows on screen are read, more as
 * the list scrolls) and refreshed from the server in the background. `search` looks in text and author.
 */
export function useNotes(officeId: number, search = '') {
  const { rows, total, loadMore, refreshing, refreshFailed } = useCollection(
    notesCollection,
    String(officeId),
    {
      queryKey: ['notes', officeId],
      fetch: () => requestParsed(noteListResponse, 'GET', paths.notes(officeId)).then((r) => r.value),
    },
    { pageSize: PAGE_SIZE, search },
  )
  return { notes: rows, total, loadMore, refreshing, refreshFailed }
}

/** Create, edit and delete go through the outbox: shown at once, sent when the connection allows. */
export function useNoteActions(officeId: number) {
  const queue = useQueueEdit()
  const user = useSession()
  const scope = String(officeId)
  return {
    create: (texto: string) => {
      const id = crypto.randomUUID()
      const now = new Date().toISOString()
      return queue({
        collection: notesCollection,
        scope,
        rowId: id,
        label: 'Nova anotação',
        method: 'POST',
        url: paths.notes(officeId),
        body: { id, texto },
        baseVersion: null,
        after: {
          id,
          texto,
          autor: user?.nome ?? '',
          id_autor: user?.id_interno ?? 0,
          version: 1,
          data_criacao: now,
          data_atualizacao: now,
        },
      })
    },
    edit: (note: Note, texto: string) =>
      queue({
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
      queue({
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
