import { Check, CloudOff, Pencil, Trash2, X } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import type { Note } from '@/contracts/notes'
import { useOutboxEntries } from '@/db/sync-context'
import { formatDateTime } from '@/lib/format'
import { notesCollection, useNoteActions, useNotes } from './notes-data'

const MAX_LENGTH = 2000

/** Office notes: written and edited offline, synchronised through the outbox. */
export function NotesCard({ officeId }: { officeId: number }) {
  const { notes, refreshFailed } = useNotes(officeId)
  const actions = useNoteActions(officeId)
  const entries = useOutboxEntries()
  const pendingRows = new Set(
    entries.filter((e) => e.collection === notesCollection.name && e.scope === String(officeId)).map((e) => e.rowId),
  )
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
            maxLength={MAX_LENGTH}
            onChange={(e) => setDraft(e.target.value)}
            placeholder="Escreva uma anotação…"
            className="h-9 flex-1 rounded-md border bg-card px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
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
        {notes === undefined ? (
          <Skeleton className="h-16" />
        ) : notes.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">Nenhuma anotação ainda.</p>
        ) : (
          <ul className="divide-y" aria-label="Anotações">
            {notes.map((note) => (
              <NoteItem key={note.id} note={note} pending={pendingRows.has(note.id)} actions={actions} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}

type ItemProps = { note: Note; pending: boolean; actions: ReturnType<typeof useNoteActions> }

function NoteItem({ note, pending, actions }: ItemProps) {
  const [editing, setEditing] = useState(false)
  const [text, setText] = useState(note.texto)
  const save = async (e: FormEvent) => {
    e.preventDefault()
    if (text.trim() && text.trim() !== note.texto) await actions.edit(note, text.trim())
    setEditing(false)
  }
  return (
    <li className="flex items-start gap-3 py-2.5" data-testid="anotacao">
      {editing ? (
        <form onSubmit={save} className="flex flex-1 gap-2">
          <input
            aria-label="Texto da anotação"
            value={text}
            maxLength={MAX_LENGTH}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => e.key === 'Escape' && setEditing(false)}
            className="h-8 flex-1 rounded-md border bg-card px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          />
          <Button type="submit" size="icon" variant="ghost" aria-label="Salvar anotação">
            <Check />
          </Button>
          <Button type="button" size="icon" variant="ghost" aria-label="Cancelar edição" onClick={() => setEditing(false)}>
            <X />
          </Button>
        </form>
      ) : (
        <>
          <div className="min-w-0 flex-1">
            <p className="whitespace-pre-wrap break-words text-sm">{note.texto}</p>
            <p className="mt-0.5 text-xs text-muted-foreground">
              {note.autor} · {formatDateTime(note.data_atualizacao)}
              {pending ? (
                <Badge variant="warning" className="ml-2">
                  pendente
                </Badge>
              ) : null}
            </p>
          </div>
          <Button
            size="icon"
            variant="ghost"
            aria-label="Editar anotação"
            onClick={() => {
              setText(note.texto)
              setEditing(true)
            }}
          >
            <Pencil />
          </Button>
          <Button size="icon" variant="ghost" aria-label="Remover anotação" onClick={() => void actions.remove(note)}>
            <Trash2 />
          </Button>
        </>
      )}
    </li>
  )
}
