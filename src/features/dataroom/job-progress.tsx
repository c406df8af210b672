import { useQuery, useQueryClient } from '@tanstack/react-query'
import { CheckCircle2, Loader2, XCircle } from 'lucide-react'
import { useEffect } from 'react'
import { isFinalJobState, jobStateLabels } from '@/contracts/jobs'
import { dataroomQueries } from './queries'

/** A job of the data room (an upload's processing, a consolidation), polled every second until it ends. */
export function JobProgress({ office, job, title }: { office: number; job: string; title: string }) {
  const { data } = useQuery({
    ...dataroomQueries.job(office, job),
    refetchInterval: (query) => (query.state.data && isFinalJobState(query.state.data.estado) ? false : 1000),
  })
  const estado = data?.estado ?? 'na_fila'
  const percent = data?.progresso ?? 0
  const done = estado === 'concluida'
  const failed = estado === 'erro'
  const queryClient = useQueryClient()
  // Once ended, the office's lists (history, consolidations) and the missing-months report change.
  useEffect(() => {
    if (!done && !failed) return
    void queryClient.invalidateQueries({ queryKey: dataroomQueries.office(office) })
    void queryClient.invalidateQueries({ queryKey: [...dataroomQueries.all(), 'meses-faltando'] })
  }, [done, failed, office, queryClient])
  return (
    <div className="grid grid-cols-1 gap-1.5 rounded-md border bg-card px-3 py-2 text-sm" data-testid="processamento">
      <div className="flex items-center justify-between gap-2">
        <span className="flex min-w-0 items-center gap-2 font-medium">
          {done ? <CheckCircle2 className="size-4 shrink-0 text-success" aria-hidden /> : null}
          {failed ? <XCircle className="size-4 shrink-0 text-danger" aria-hidden /> : null}
          {!done && !failed ? <Loader2 className="size-4 shrink-0 animate-spin text-brand" aria-hidden /> : null}
          <span className="truncate">{title}</span>
        </span>
        <span className="shrink-0 text-xs text-muted-foreground tabular" aria-live="polite">
          {jobStateLabels[estado]}
          {!done && !failed ? ` · ${percent}%` : ''}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={title}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-1.5 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={failed ? 'h-full bg-danger' : done ? 'h-full bg-success' : 'h-full bg-brand transition-[width]'}
          style={{ width: `${failed ? 100 : percent}%` }}
        />
      </div>
      {data?.etapa && !done && !failed ? <p className="text-xs text-muted-foreground">{data.etapa}</p> : null}
      {data?.mensagem && (done || failed) ? (
        <p className={failed ? 'text-xs text-danger' : 'text-xs text-success'} role={failed ? 'alert' : undefined}>
          {data.mensagem}
        </p>
      ) : null}
    </div>
  )
}
