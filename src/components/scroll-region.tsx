import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

type Props = ComponentProps<'section'> & {
  /** What scrolls, read by screen readers when the region takes focus (usually the table's own label). */
  label: string
}

/**
 * The box a wide or long table scrolls in: its scrollbars are always drawn (not the overlay kind that hides
 * until touched), and it takes keyboard focus so the arrow keys scroll it (WCAG 2.1.1). It is positioned so
 * that absolutely placed content (sr-only text in a far column) scrolls with it instead of widening the page.
 */
export function ScrollRegion({ label, className, ...props }: Props) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll region must take focus to scroll by keyboard.
      tabIndex={0}
      className={cn(
        'scrollbars-visible relative overflow-auto focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
      {...props}
    />
  )
}
