import { type ReactNode, useState } from 'react'
import { MonthRangeFilter, type MonthRangeValue } from '@/components/month-range-filter'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'

export type CompletePeriod = { start: string; end: string }

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: ReactNode
  /** The period the dialog starts on each time it opens: the page's. */
  initial: MonthRangeValue
  /** The period's rule (and anything else the action needs): true, or the pt-BR message shown. */
  check: (period: MonthRangeValue) => true | string
  /** Content under the picker (the e-mail recipients). */
  children?: ReactNode
  /** The footer buttons; `period` is null while `check` refuses it. */
  actions: (period: CompletePeriod | null) => ReactNode
}

/** A dialog that asks for a month range and acts on it ('Baixar DRE', 'Enviar por e-mail'). */
export function PeriodDialog({ open, onOpenChange, title, description, initial, check, children, actions }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {/* mounted only while open, so every opening starts again from `initial` */}
        <PeriodBody initial={initial} check={check} actions={actions}>
          {children}
        </PeriodBody>
      </DialogContent>
    </Dialog>
  )
}

function PeriodBody({ initial, check, children, actions }: Pick<Props, 'initial' | 'check' | 'children' | 'actions'>) {
  const [period, setPeriod] = useState(initial)
  const verdict = check(period)
  const complete = verdict === true && period.start && period.end ? { start: period.start, end: period.end } : null
  return (
    <>
      <MonthRangeFilter value={period} onChange={setPeriod} />
      {children}
      <p className="min-h-5 text-sm text-danger" role="alert" data-testid="periodo-erro">
        {verdict === true ? '' : verdict}
      </p>
      <DialogFooter>{actions(complete)}</DialogFooter>
    </>
  )
}
