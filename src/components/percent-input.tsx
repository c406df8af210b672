import type { ComponentProps } from 'react'
import { Input } from '@/components/ui/input'

/** A percentage typed in pt-BR ('12,5'), right-aligned, with the % sign drawn inside the box. */
export function PercentInput(props: Omit<ComponentProps<typeof Input>, 'inputMode' | 'className'>) {
  return (
    <div className="relative">
      <Input className="pr-7 text-right" inputMode="decimal" placeholder="0,00" {...props} />
      <span className="pointer-events-none absolute right-2.5 top-2 text-sm text-muted-foreground">%</span>
    </div>
  )
}
