import type { MonthRangeValue } from '@/components/month-range-filter'

/** What the DRE page hands to its period dialogs ('Baixar DRE', 'Enviar por e-mail'). */
export type DrePeriodDialogProps = {
  office: number
  /** The grouping's API type (PJ, profissional…). */
  type: string
  /** The page's period, where the dialog starts. */
  period: MonthRangeValue
  open: boolean
  onOpenChange: (open: boolean) => void
}
