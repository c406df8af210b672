import type { ComponentProps } from 'react'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

type Props = ComponentProps<'input'> & { id: string; label: string; error?: string }

/** A labelled input with its rule message under it. */
export function FormField({ id, label, error, className, ...props }: Props) {
  return (
    <div className={className ?? 'grid gap-1.5'}>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={!!error} aria-describedby={error ? `${id}-erro` : undefined} {...props} />
      {error ? (
        <p id={`${id}-erro`} className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}
