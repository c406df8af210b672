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

/**
 * The first column of a wide table (the row names), kept in view while the figures scroll sideways. On a phone it is
 * 10rem wide and its names wrap, so a figure column or two fit beside it; from `sm` up it is at least 16rem, one line.
 */
export const stickyLabelColumn =
  'sticky left-0 w-40 min-w-40 whitespace-normal sm:w-auto sm:min-w-64 sm:whitespace-nowrap'
