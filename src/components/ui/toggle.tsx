import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

type Props = Omit<ComponentProps<'button'>, 'onChange'> & {
  pressed: boolean
  onPressedChange: (pressed: boolean) => void
}

/** A two-state button (aria-pressed). */
export function Toggle({ pressed, onPressedChange, className, ...props }: Props) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={() => onPressedChange(!pressed)}
      className={cn(
        'inline-flex h-9 items-center gap-2 rounded-md border bg-card px-3 text-sm font-medium shadow-xs transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-pressed:border-brand/40 aria-pressed:bg-brand/10 aria-pressed:text-brand [&_svg]:size-4',
        className,
      )}
      {...props}
    />
  )
}
