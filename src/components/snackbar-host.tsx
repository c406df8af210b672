import { X } from 'lucide-react'
import { useEffect, useState } from 'react'
import { cn } from '@/lib/cn'
import { type NotifyMessage, onNotify } from '@/lib/notify'

const colors = {
  default: 'bg-foreground text-background',
  success: 'bg-success text-white',
  danger: 'bg-danger text-white',
  warning: 'bg-warning text-white',
  info: 'bg-info text-white',
}

/** Shows what `notify` reports, one message at a time (§4 timings). */
export function SnackbarHost() {
  const [queue, setQueue] = useState<NotifyMessage[]>([])
  const current = queue[0]
  useEffect(() => onNotify((m) => setQueue((q) => [...q, m])), [])
  useEffect(() => {
    if (!current) return
    const timer = setTimeout(() => setQueue((q) => q.slice(1)), current.timeout ?? 8000)
    return () => clearTimeout(timer)
  }, [current])
  if (!current) return null
  return (
    <div className="fixed bottom-4 left-1/2 z-[70] -translate-x-1/2" role="status" aria-live="polite">
      <div
        className={cn(
          'flex min-w-72 max-w-[90vw] items-center gap-3 rounded-lg px-4 py-3 text-sm shadow-lg',
          colors[current.color ?? 'default'],
        )}
      >
        <span className="flex-1">{current.text}</span>
        <button
          type="button"
          onClick={() => setQueue((q) => q.slice(1))}
          aria-label="Fechar aviso"
          className="rounded p-0.5 hover:bg-white/20"
        >
          <X className="size-4" />
        </button>
      </div>
    </div>
  )
}
