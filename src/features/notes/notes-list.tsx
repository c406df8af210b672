import { useVirtualizer } from '@tanstack/react-virtual'
import { useEffect, useRef } from 'react'
import type { Note } from '@/contracts/notes'
import { NoteItem } from './note-item'
import type { useNoteActions } from './notes-data'

type Props = {
  notes: Note[]
  pendingRows: Set<string>
  actions: ReturnType<typeof useNoteActions>
  /** Reads the next rows from IndexedDB when the list nears the end of those read so far. */
  onNearEnd: () => void
}

/**
 * Virtualized, and fed a page at a time: an office can keep thousands of notes and the first screen still
 * draws at once.
 */
export function NotesList({ notes, pendingRows, actions, onNearEnd }: Props) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count: notes.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 60,
    overscan: 8,
    getItemKey: (index) => notes[index].id,
  })
  const last = virtualizer.getVirtualItems().at(-1)?.index ?? 0
  useEffect(() => {
    if (last >= notes.length - 10) onNearEnd()
  }, [last, notes.length, onNearEnd])
  return (
    <div ref={scrollRef} className="max-h-[28rem] overflow-y-auto">
      <ul aria-label="Anotações" className="relative" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => (
          <li
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            className="absolute inset-x-0 border-b last:border-b-0"
            style={{ transform: `translateY(${row.start}px)` }}
          >
            <NoteItem note={notes[row.index]} pending={pendingRows.has(notes[row.index].id)} actions={actions} />
          </li>
        ))}
      </ul>
    </div>
  )
}
