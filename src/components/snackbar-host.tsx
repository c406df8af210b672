import { X } from 'lucide-react'
import { useSyncExternalStore } from 'react'
import { cn } from '@/lib/cn'
import { type SnackbarQueue, snackbarQueue } from '@/lib/snackbar-queue'

const colors: Record<string, string> = {
  default: 'bg-foreground text-background',
  success: 'bg-success text-white',
  danger: 'bg-danger text-white',
  warning: 'bg-warning text-white',
  info: 'bg-info text-white',
}

/**
 * Shows what `notify` reports, one snackbar at a time, with the §4 timings kept by the queue
 * (8 s, 4 s when it had to wait, 200 ms between two). The live region stays mounted so screen
 * readers announce each new text.
 */
export function SnackbarHost({ queue = snackbarQueue }: { queue?: SnackbarQueue }) {
  const { current } = useSyncExternalStore(queue.subscribe, queue.getState, queue.getState)
  return (
    <div
      className="pointer-events-none fixed bottom-4 left-1/2 z-[70] -translate-x-1/2"
      role="status"
      aria-live="polite"
      aria-atomic="true"
    >
      {current ? (
        <div
          key={current.id}
          data-testid="snackbar"
          className={cn(
            'pointer-events-auto flex min-w-72 max-w-[90vw] items-center gap-3 rounded-lg px-4 py-3 text-sm shadow-lg',
            colors[current.color ?? 'default'] ?? colors.default,
          )}
        >
          <span className="flex-1">{current.text}</span>
          {current.button ? (
            <button
              type="button"
              onClick={() => {
                current.button?.callback()
                queue.close(current.id)
              }}
              className="rounded px-2 py-1 text-xs font-semibold uppercase tracking-wide hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
            >
              {current.button.text}
            </button>
          ) : null}
          <button
            type="button"
            onClick={() => queue.close(current.id)}
            aria-label="Fechar aviso"
            className="rounded p-0.5 hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
          >
            <X className="size-4" />
          </button>
        </div>
      ) : null}
    </div>
  )
}
