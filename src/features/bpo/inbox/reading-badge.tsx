import type { EmailTag } from '@/contracts/inbox'
import { type Reading, readingLabels } from '@/contracts/inbox-values'

/** §4 label of what was read from an attachment. */
export function ReadingBadge({ leitura }: { leitura: Reading }) {
  return (
    <span
      className="inline-flex items-center rounded-full px-2 py-0.5 text-[11px] font-semibold leading-4 text-white"
      style={{ backgroundColor: leitura === 'erro_leitura' ? '#c62828' : '#1565c0' }}
      data-testid="leitura"
    >
      {readingLabels[leitura]}
    </span>
  )
}

/** An inbox tag in its colour. */
export function TagChip({ tag }: { tag: EmailTag }) {
  return (
    <span
      className="inline-flex max-w-40 items-center truncate rounded-full px-2 py-0.5 text-[11px] font-semibold leading-4 text-white"
      style={{ backgroundColor: tag.cor }}
    >
      {tag.nome}
    </span>
  )
}
