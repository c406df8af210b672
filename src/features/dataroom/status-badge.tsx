import { Loader2 } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import type { UploadStatus } from '@/contracts/dataroom'
import { statusLabels } from './labels'

const variants = { enviado: 'info', processando: 'warning', concluido: 'success', erro: 'danger' } as const

/** enviado → processando → concluído / erro. */
export function UploadStatusBadge({ status }: { status: UploadStatus }) {
  return (
    <Badge variant={variants[status]} className="gap-1">
      {status === 'processando' ? <Loader2 className="size-3 animate-spin" aria-hidden /> : null}
      {statusLabels[status]}
    </Badge>
  )
}
