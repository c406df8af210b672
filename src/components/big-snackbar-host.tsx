import { AlertTriangle, CheckCircle2, Info, X, XCircle } from 'lucide-react'
import { useSyncExternalStore } from 'react'
import { cn } from '@/lib/cn'
import { type BigSnackbarQueue, type BigSnackbarStatus, bigSnackbarQueue } from '@/lib/snackbar-queue'

const styles: Record<BigSnackbarStatus, { box: string; icon: typeof Info; label: string }> = {
  success: { box: 'border-success/40 bg-card [&_svg.status]:text-success', icon: CheckCircle2, label: 'Sucesso' },
  default: { box: 'border-border bg-card [&_svg.status]:text-info', icon: Info, label: 'Aviso' },
  danger: { box: 'border-danger/40 bg-card [&_svg.status]:text-danger', icon: XCircle, label: 'Erro' },
  warning: { box: 'border-warning/40 bg-card [&_svg.status]:text-warning', icon: AlertTriangle, label: 'Atenção' },
}

/** The big snackbar (§4): the head of the queue is shown; the others wait in order. */
export function BigSnackbarHost({ queue = bigSnackbarQueue }: { queue?: BigSnackbarQueue }) {
  const items = useSyncExternalStore(queue.subscribe, queue.getState, queue.getState)
  const head = items[0]
  const style = head ? styles[head.status] : null
  const Icon = style?.icon
  return (
    <div className="pointer-events-none fixed right-4 top-16 z-[70] w-[min(420px,calc(100vw-2rem))]" aria-live="polite">
      {head && style && Icon ? (
        <div
          key={head.id}
          role={head.status === 'danger' ? 'alert' : 'status'}
          data-testid="big-snackbar"
          data-status={head.status}
          className={cn('pointer-events-auto flex items-start gap-3 rounded-xl border-2 p-4 shadow-xl', style.box)}
        >
          <Icon className="status mt-0.5 size-6 shrink-0" aria-hidden />
          <div className="min-w-0 flex-1">
            <p className="text-sm font-semibold">{style.label}</p>
            <p className="mt-0.5 text-sm text-foreground">{head.text}</p>
            {items.length > 1 ? (
              <p className="mt-1 text-xs text-muted-foreground">
                {items.length - 1} {items.length - 1 === 1 ? 'aviso na fila' : 'avisos na fila'}
              </p>
            ) : null}
          </div>
          {head.close ? (
            <button
              type="button"
              onClick={() => queue.dismiss(head.id)}
              aria-label="Fechar aviso"
              className="rounded p-0.5 text-muted-foreground hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
            >
              <X className="size-4" />
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
