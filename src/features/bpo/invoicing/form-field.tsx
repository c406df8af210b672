import type { ComponentProps, ReactNode } from 'react'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

/** A labelled control with its error under it, tied for screen readers (`describedBy` gives the control's props). */
export function FormField({
  id,
  label,
  error,
  wide = false,
  children,
}: {
  id: string
  label: string
  error: string | undefined
  wide?: boolean
  children: ReactNode
}) {
  return (
    <div className={wide ? 'grid content-start gap-1.5 sm:col-span-2' : 'grid content-start gap-1.5'}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={`${id}-erro`} className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}

export const describedBy = (id: string, error: string | undefined) =>
  error ? { 'aria-invalid': true, 'aria-describedby': `${id}-erro` } : {}

/** A labelled text input with its error (the dialogs' masks go in `onChange`). */
export function TextField({
  id,
  label,
  error,
  value,
  onChange,
  wide,
  ...input
}: {
  id: string
  label: string
  error: string | undefined
  value: string
  onChange: (value: string) => void
  wide?: boolean
} & Omit<ComponentProps<typeof Input>, 'id' | 'value' | 'onChange'>) {
  return (
    <FormField id={id} label={label} error={error} wide={wide}>
      <Input
        id={id}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...describedBy(id, error)}
        {...input}
      />
    </FormField>
  )
}
