import { SegmentedRadioGroup, SegmentedRadioItem } from '@/components/ui/radio-group'
import { DEFAULT_FREQUENCY, type Frequency, isFrequency } from '@/lib/month-range'

export const FREQUENCY_LABELS: Record<Frequency, string> = { M: 'Mensal', Q: 'Trimestral', Y: 'Anual' }

type Props = {
  value?: Frequency
  onChange: (value: Frequency) => void
  label?: string
  disabled?: boolean
  /** The id of a text that says why the control is disabled. */
  'aria-describedby'?: string
}

/** Frequency M, Q or Y (§2), 'Anual' by default (§9). */
export function FrequencySelect({
  value = DEFAULT_FREQUENCY,
  onChange,
  label = 'Frequência',
  disabled,
  'aria-describedby': describedBy,
}: Props) {
  return (
    <SegmentedRadioGroup
      aria-label={label}
      aria-describedby={describedBy}
      value={value}
      disabled={disabled}
      onValueChange={(next) => {
        if (isFrequency(next)) onChange(next)
      }}
    >
      {(['M', 'Q', 'Y'] as const).map((frequency) => (
        <SegmentedRadioItem key={frequency} value={frequency}>
          {FREQUENCY_LABELS[frequency]}
        </SegmentedRadioItem>
      ))}
    </SegmentedRadioGroup>
  )
}
