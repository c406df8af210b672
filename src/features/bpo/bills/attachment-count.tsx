import { Paperclip } from 'lucide-react'
import { formatCountOf } from '@/lib/format'

/** The paperclip and number of attachments of a bill in the lists; nothing when it has none. */
export function AttachmentCount({ count }: { count: number | undefined }) {
  if (!count) return null
  const label = formatCountOf(count, 'anexo', 'anexos')
  return (
    <span
      className="ml-2 inline-flex items-center gap-0.5 text-xs text-muted-foreground"
      title={label}
      data-testid="anexos"
    >
      <Paperclip className="size-3.5" aria-hidden />
      <span className="sr-only">{label}</span>
      <span aria-hidden>{count}</span>
    </span>
  )
}
