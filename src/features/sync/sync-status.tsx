import { CloudOff } from 'lucide-react'
import { Suspense } from 'react'
import { lazyNamed } from '@/components/lazy-parts'
import { useOnline } from '@/lib/online'
import { AfterFirstPage } from '../shell/after-first-page'

// The count reads the local database (Dexie): it loads once the first page has settled.
const PendingEdits = lazyNamed(() => import('./pending-edits').then((m) => m.PendingEdits))

/** Top bar: offline indicator and the number of edits not yet on the server, with the list behind it. */
export function SyncStatus() {
  const online = useOnline()
  return (
    <div className="flex items-center gap-1">
      {!online ? (
        <span
          className="flex items-center gap-1 rounded-full bg-warning/15 px-2 py-1 text-xs font-medium text-warning sm:px-2.5"
          title="Sem conexão"
          role="status"
        >
          {/* On a phone the words would squeeze the selected office's name: the icon alone says it there. */}
          <CloudOff className="size-3.5" aria-hidden /> <span className="sr-only sm:not-sr-only">Sem conexão</span>
        </span>
      ) : null}
      <AfterFirstPage>
        <Suspense fallback={null}>
          <PendingEdits />
        </Suspense>
      </AfterFirstPage>
    </div>
  )
}
