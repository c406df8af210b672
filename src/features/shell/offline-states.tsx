import { CloudOff } from 'lucide-react'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/cn'
import { useOnline } from '@/lib/online'

const NOT_YET_OFFLINE = 'Esta página ainda não está disponível sem conexão'

/**
 * Offline, in place of data this device never saved: says so, instead of an empty list ('0 de 0') or a
 * skeleton that never ends. The page fills in by itself when the connection returns. `compact` is for a part of
 * a page (a chart, a sub-list, a panel) whose page has other things to show.
 */
export function OfflineUnavailable({ compact = false, className }: { compact?: boolean; className?: string }) {
  if (compact) {
    return (
      <div
        className={cn(
          'flex min-h-24 items-center justify-center gap-2 rounded-xl border border-dashed p-4 text-center text-sm text-muted-foreground',
          className,
        )}
        role="status"
      >
        <CloudOff className="size-4 shrink-0" aria-hidden />
        <span>Ainda não disponível sem conexão. Aparece assim que a conexão voltar.</span>
      </div>
    )
  }
  return (
    <div
      className="mx-auto mt-8 flex max-w-md flex-col items-center gap-2 rounded-xl border bg-card p-8 text-center"
      role="status"
    >
      <CloudOff className="size-8 text-muted-foreground" aria-hidden />
      <h2 className="text-lg font-semibold">{NOT_YET_OFFLINE}</h2>
      <p className="text-sm text-muted-foreground">
        Ela ainda não foi aberta neste aparelho com internet, então não há dados guardados para mostrar. Os dados
        aparecem assim que a conexão voltar e ficam guardados para a próxima vez.
      </p>
    </div>
  )
}

/**
 * Placeholder for data on its way: a skeleton of the given shape. Offline nothing is on its way, so it says
 * instead that the data is not on this device yet (`page` for the page's main content, compact otherwise).
 */
export function LoadingBlock({ className, page = false }: { className?: string; page?: boolean }) {
  if (!useOnline()) return <OfflineUnavailable compact={!page} className={className} />
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">Carregando…</span>
      <Skeleton className={className} />
    </div>
  )
}
