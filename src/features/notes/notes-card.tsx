import { CloudOff } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { usePendingRowIds } from '@/db/use-outbox-entries'
import { LoadingBlock } from '@/features/shell/offline-states'
import { NOTE_MAX_LENGTH, notesCollection, useNoteActions, useNotes } from './notes-data'
import { NotesList } from './notes-list'

/** Office notes: written and edited offline, synchronised through the outbox. */
export function NotesCard({ officeId }: { officeId: number }) {
  const [search, setSearch] = useState('')
  const { notes, loadMore, refreshFailed } = useNotes(officeId, search)
  const actions = useNoteActions(officeId)
  const pendingRows = usePendingRowIds(notesCollection.name, String(officeId))
  const [draft, setDraft] = useState('')

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const texto = draft.trim()
    if (!texto) return
    await actions.create(texto)
    setDraft('')
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Anotações do escritório</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <form onSubmit={submit} className="flex gap-2">
          <label htmlFor="nova-anotacao" className="sr-only">
            Nova anotação
          </label>
          <input
            id="nova-anotacao"
            value={draft}
            maxLength={NOTE_MAX_LENGTH}
            onChange={(e) => setDraft(e.target.value)}
            placeholder="Escreva uma anotação…"
            className="h-9 min-w-0 flex-1 rounded-md border bg-card px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          />
          <Button type="submit" disabled={!draft.trim()}>
            Adicionar
          </Button>
        </form>
        {refreshFailed ? (
          <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <CloudOff className="size-3.5" aria-hidden /> Mostrando as anotações salvas neste aparelho.
          </p>
        ) : null}
        <label htmlFor="buscar-anotacoes" className="sr-only">
          Buscar anotações
        </label>
        <input
          id="buscar-anotacoes"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Buscar anotações…"
          className="h-9 w-full rounded-md border bg-card px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        />
        {notes === undefined ? (
          <LoadingBlock className="h-16" />
        ) : notes.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">
            {search.trim() ? 'Nenhuma anotação encontrada.' : 'Nenhuma anotação ainda.'}
          </p>
        ) : (
          <NotesList notes={notes} pendingRows={pendingRows} actions={actions} onNearEnd={loadMore} />
        )}
      </CardContent>
    </Card>
  )
}
