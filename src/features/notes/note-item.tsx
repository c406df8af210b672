import { Check, Pencil, Trash2, X } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { openModal } from '@/components/dialogs/modal-store'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { canChangeNote, type Note } from '@/contracts/notes'
import { formatDateTime } from '@/lib/format'
import { useSession } from '../session/session-store'
import { NOTE_MAX_LENGTH, type useNoteActions } from './notes-data'

type ItemProps = { note: Note; pending: boolean; actions: ReturnType<typeof useNoteActions> }

/** A note; removing it asks first, and only its author and the managers see 'Remover'. */
export function NoteItem({ note, pending, actions }: ItemProps) {
  const user = useSession()
  const [editing, setEditing] = useState(false)
  const [text, setText] = useState(note.texto)
  const save = async (e: FormEvent) => {
    e.preventDefault()
    if (text.trim() && text.trim() !== note.texto) await actions.edit(note, text.trim())
    setEditing(false)
  }
  return (
    <div className="flex items-start gap-3 py-2.5" data-testid="anotacao">
      {editing ? (
        <form onSubmit={save} className="flex flex-1 gap-2">
          <input
            aria-label="Texto da anotação"
            value={text}
            maxLength={NOTE_MAX_LENGTH}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => e.key === 'Escape' && setEditing(false)}
            className="h-8 flex-1 rounded-md border bg-card px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          />
          <Button type="submit" size="icon" variant="ghost" aria-label="Salvar anotação">
            <Check />
          </Button>
          <Button
            type="button"
            size="icon"
            variant="ghost"
            aria-label="Cancelar edição"
            onClick={() => setEditing(false)}
          >
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
          {canChangeNote(note, { id: user?.id_interno ?? -1, manager: Boolean(user?.IS_GESTOR || user?.IS_EQUIPE) }) ? (
            <>
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
              <Button
                size="icon"
                variant="ghost"
                aria-label="Remover anotação"
                onClick={() =>
                  void openModal({
                    title: 'Remover anotação?',
                    subtitle: 'A anotação sai da Visão Geral para todo o escritório.',
                    text: `“${note.texto}” (${note.autor})`,
                    buttons: [
                      { text: 'Cancelar', variant: 'outline' },
                      { text: 'Remover', variant: 'destructive', action: () => actions.remove(note) },
                    ],
                  })
                }
              >
                <Trash2 />
              </Button>
            </>
          ) : null}
        </>
      )}
    </div>
  )
}
