import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

/** An unread count (notifications, rooms): nothing when it is 0, '99+' past 99. */
export function CountBadge({ count, className, ...props }: { count: number } & ComponentProps<'span'>) {
  if (count <= 0) return null
  return (
    <span
      className={cn(
        'grid min-w-4 place-items-center rounded-full bg-danger px-1 text-[10px] font-bold leading-4 text-white tabular',
        className,
      )}
      {...props}
    >
      {count > 99 ? '99+' : count}
    </span>
  )
}
