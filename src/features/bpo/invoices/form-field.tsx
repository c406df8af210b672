import type { ReactNode } from 'react'
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
