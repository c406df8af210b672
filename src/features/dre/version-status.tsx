import type { z } from 'zod'
import { Badge } from '@/components/ui/badge'
import type { versionItem } from '@/contracts/financial'

type Status = z.infer<typeof versionItem>['status']

const labels: Record<Status, { text: string; variant: 'warning' | 'success' | 'muted' }> = {
  temporaria: { text: 'Temporária', variant: 'warning' },
  publicada: { text: 'Publicada', variant: 'success' },
  descartada: { text: 'Descartada', variant: 'muted' },
}

export function VersionStatus({ status }: { status: Status }) {
  const { text, variant } = labels[status]
  return <Badge variant={variant}>{text}</Badge>
}
