import { RadioGroup as RadioGroupPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

/**
 * A row of mutually exclusive options drawn as a segmented control; arrow keys move between them. It never gets
 * wider than its container: on a narrow screen the options wrap onto a second line.
 */
export function SegmentedRadioGroup({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return (
    <RadioGroupPrimitive.Root
      orientation="horizontal"
      className={cn('inline-flex w-fit max-w-full flex-wrap rounded-md border bg-muted p-0.5', className)}
      {...props}
    />
  )
}

export function SegmentedRadioItem({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Item>) {
  return (
    <RadioGroupPrimitive.Item
      className={cn(
        'h-8 rounded px-3 text-sm font-medium text-foreground/75 transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring data-[state=checked]:bg-card data-[state=checked]:text-foreground data-[state=checked]:shadow-sm disabled:opacity-50',
        className,
      )}
      {...props}
    />
  )
}
