import type { LucideIcon } from 'lucide-react'
import { Card } from '@/components/ui/card'

type Props = { label: string; value: string; hint?: string; icon: LucideIcon; testId?: string }

export function KpiCard({ label, value, hint, icon: Icon, testId }: Props) {
  return (
    <Card className="p-5" data-testid={testId}>
      <div className="flex items-center justify-between">
        <span className="text-sm font-medium text-muted-foreground">{label}</span>
        <span className="grid size-8 place-items-center rounded-lg bg-brand/10 text-brand">
          <Icon className="size-4" aria-hidden />
        </span>
      </div>
      <p className="mt-3 text-2xl font-semibold tracking-tight tabular" title={hint} elementtiming={testId}>
        {value}
      </p>
      {hint ? <p className="mt-0.5 text-xs text-muted-foreground tabular">{hint}</p> : null}
    </Card>
  )
}
