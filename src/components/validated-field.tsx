import { type ComponentProps, type ReactNode, useId, useState } from 'react'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { cn } from '@/lib/cn'
import type { Rule } from '@/lib/validation'

type Props = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'prefix'> & {
  label: string
  value: string
  onChange: (value: string) => void
  /** Applied to every keystroke (src/lib/masks), so the user sees the formatted value while typing. */
  mask?: (value: string) => string
  /** The first failing rule's message shows once the field was left, or at once with `showErrors`. */
  rule?: Rule<string>
  showErrors?: boolean
  hint?: ReactNode
  /** Content drawn before the input, e.g. a currency picker. */
  prefix?: ReactNode
}

/** A labelled text field with an input mask and a §5 rule; the message is tied to the input for screen readers. */
export function ValidatedField({
  label,
  value,
  onChange,
  mask,
  rule,
  showErrors = false,
  hint,
  prefix,
  className,
  id: givenId,
  onBlur,
  ...props
}: Props) {
  const autoId = useId()
  const id = givenId ?? autoId
  const [touched, setTouched] = useState(false)
  const result = rule ? rule(value) : true
  const error = (touched || showErrors) && result !== true ? result : null
  const describedBy = error ? `${id}-erro` : hint ? `${id}-dica` : undefined
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        {prefix}
        <Input
          id={id}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(mask ? mask(event.target.value) : event.target.value)}
          onBlur={(event) => {
            setTouched(true)
            onBlur?.(event)
          }}
          {...props}
        />
      </div>
      {error ? (
        <p id={`${id}-erro`} className="text-xs text-danger">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-dica`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  )
}
