import { SegmentedRadioGroup, SegmentedRadioItem } from '@/components/ui/radio-group'
import { isQuarter, type Quarter, quarterToMonth } from '@/lib/month-range'

type Props = {
  value: Quarter | null
  /** The quarter and its closing month, '03', '06', '09' or '12'. */
  onChange: (quarter: Quarter, month: string) => void
  label?: string
  disabled?: boolean
}

/** Quarter picker: quarters 1 to 4 map to the months 03, 06, 09 and 12 (§2, §9). */
export function QuarterPicker({ value, onChange, label = 'Trimestre', disabled }: Props) {
  return (
    <SegmentedRadioGroup
      aria-label={label}
      value={value === null ? '' : String(value)}
      disabled={disabled}
      onValueChange={(next) => {
        const quarter = Number(next)
        if (isQuarter(quarter)) onChange(quarter, quarterToMonth(quarter))
      }}
    >
      {([1, 2, 3, 4] as const).map((quarter) => (
        <SegmentedRadioItem key={quarter} value={String(quarter)} aria-label={`${quarter}º trimestre`}>
          {quarter}º tri
        </SegmentedRadioItem>
      ))}
    </SegmentedRadioGroup>
  )
}
