import { useId } from 'react'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

type Props = {
  value: string
  onChange: (value: string) => void
  error?: string
  label?: string
}

/** The 6-digit code of the authenticator app: the phone's keyboard of digits and its one-time-code fill. */
export function CodeField({ value, onChange, error, label = 'Código do aplicativo' }: Props) {
  const id = useId()
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        placeholder="000000"
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-erro` : undefined}
        className="max-w-40 text-lg tracking-widest"
      />
      {error ? (
        <p id={`${id}-erro`} className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}
