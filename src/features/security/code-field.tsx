import { useId } from 'react'
import { FormField } from '@/features/offices/form-field'

/** The input of a 6-digit authenticator code: the phone's keyboard of digits and its one-time-code fill. */
export const TOTP_INPUT = {
  autoComplete: 'one-time-code',
  inputMode: 'numeric',
  maxLength: 6,
  placeholder: '000000',
  className: 'text-lg tracking-widest',
} as const

type Props = { value: string; onChange: (value: string) => void; error?: string }

export function CodeField({ value, onChange, error }: Props) {
  const id = useId()
  return (
    <FormField
      id={id}
      label="Código do aplicativo"
      error={error}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      {...TOTP_INPUT}
      className="grid max-w-40 gap-1.5"
    />
  )
}
