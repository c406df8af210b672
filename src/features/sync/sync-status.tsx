import { CloudOff } from 'lucide-react'
import { Suspense } from 'react'
import { lazyNamed } from '@/components/lazy-parts'
import { useOnline } from '@/lib/online'

// The count reads the local database (Dexie): it loads after the first page has drawn.
const PendingEdits = lazyNamed(() => import('./pending-edits').then((m) => m.PendingEdits))

/** Top bar: offline indicator and the number of edits not yet on the server, with the list behind it. */
export function SyncStatus() {
  const online = useOnline()
  return (
    <div className="flex items-center gap-1">
      {!online ? (
        <span
          className="flex items-center gap-1 rounded-full bg-warning/15 px-2.5 py-1 text-xs font-medium text-warning"
          role="status"
        >
          <CloudOff className="size-3.5" aria-hidden /> Sem conexão
        </span>
      ) : null}
      <Suspense fallback={null}>
        <PendingEdits />
      </Suspense>
    </div>
  )
}
