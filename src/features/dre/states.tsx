import { Link } from '@tanstack/react-router'
import { AlertTriangle, Building2, FileSpreadsheet, Lock } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button, buttonVariants } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { MY_REPORTS_ROUTE, REPORT_NOT_RELEASED } from '@/contracts/report-services'
import { OfflineUnavailable } from '@/features/shell/offline-states'
import { useOnline } from '@/lib/online'

/** Staff with no office picked in the top bar. */
export function NoOfficeState() {
  return (
    <EmptyState
      icon={<Building2 className="size-8 text-muted-foreground" aria-hidden />}
      title="Nenhum escritório selecionado"
    >
      Use a busca “Pesquisar escritório” na barra superior para ver os números de um escritório.
    </EmptyState>
  )
}

export function EmptyState({
  title,
  children,
  icon,
  action,
}: {
  title: string
  children?: ReactNode
  icon?: ReactNode
  action?: ReactNode
}) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed bg-card p-12 text-center">
      {icon ?? <FileSpreadsheet className="size-8 text-muted-foreground" aria-hidden />}
      <p className="font-medium">{title}</p>
      {children ? <p className="max-w-md text-sm text-muted-foreground">{children}</p> : null}
      {action}
    </div>
  )
}

const keys = (count: number, prefix: string) => Array.from({ length: count }, (_, i) => `${prefix}${i}`)

/**
 * Placeholder of a table while it loads: the shape of lines and columns, no spinner. Offline nothing is on its
 * way, so it says instead that the page is not saved on this device yet.
 */
export function TableSkeleton({
  rows = 12,
  columns = 6,
  compact = false,
}: {
  rows?: number
  columns?: number
  /** A sub-list of a page: offline it says so in a line, not with the page's card. */
  compact?: boolean
}) {
  const columnKeys = keys(columns, 'c')
  if (!useOnline()) return <OfflineUnavailable compact={compact} />
  return (
    <div className="overflow-hidden rounded-xl border bg-card shadow-sm" aria-busy="true" role="status">
      <span className="sr-only">Carregando…</span>
      <div className="flex gap-4 border-b bg-muted px-3 py-2.5">
        <Skeleton className="h-4 w-48 bg-border" />
        {columnKeys.map((key) => (
          <Skeleton key={key} className="ml-auto h-4 w-20 bg-border" />
        ))}
      </div>
      {keys(rows, 'r').map((rowKey, r) => (
        <div key={rowKey} className="flex gap-4 border-b px-3 py-2.5 last:border-0">
          <Skeleton className="h-4" style={{ width: `${8 + ((r * 7) % 6)}rem` }} />
          {columnKeys.map((key) => (
            <Skeleton key={key} className="ml-auto h-4 w-20" />
          ))}
        </div>
      ))}
    </div>
  )
}

/** The server refused a report that was not released to this professional (report-gate.ts). */
export const isNotReleased = (message: string | undefined) => message === REPORT_NOT_RELEASED

/**
 * A report the office's managers have not released to the signed-in professional: says so, points to 'Meus
 * relatórios', and asks again on demand (a release opens it at once).
 */
export function NotReleasedState({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border bg-card p-10 text-center" role="status">
      <Lock className="size-8 text-muted-foreground" aria-hidden />
      <p className="font-medium">Relatório ainda não liberado</p>
      <p className="max-w-md text-sm text-muted-foreground">{REPORT_NOT_RELEASED}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Link to={MY_REPORTS_ROUTE} className={buttonVariants({ variant: 'outline' })}>
          Ver meus relatórios
        </Link>
        <Button variant="outline" onClick={onRetry}>
          Verificar novamente
        </Button>
      </div>
    </div>
  )
}

/** A failed query, with a retry that refetches only that query (a report not released gets its own state). */
export function QueryErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  if (isNotReleased(message)) return <NotReleasedState onRetry={onRetry} />
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border bg-card p-10 text-center" role="alert">
      <AlertTriangle className="size-8 text-warning" aria-hidden />
      <p className="font-medium">Não foi possível carregar os dados</p>
      <p className="max-w-md text-sm text-muted-foreground">{message}</p>
      <Button variant="outline" onClick={onRetry}>
        Tentar novamente
      </Button>
    </div>
  )
}
