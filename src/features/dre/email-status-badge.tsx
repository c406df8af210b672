import { Loader2 } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { type DreEmailStatus, dreEmailStatusLabel } from '@/contracts/dre-email-status'

const variants = { na_fila: 'info', enviando: 'warning', enviado: 'success', erro: 'danger' } as const

/** na fila → enviando → enviado / erro. */
export function DreEmailStatusBadge({ status }: { status: DreEmailStatus }) {
  return (
    <Badge variant={variants[status]} className="gap-1">
      {status === 'enviando' ? <Loader2 className="size-3 animate-spin" aria-hidden /> : null}
      {dreEmailStatusLabel[status]}
    </Badge>
  )
}
