import { useQuery } from '@tanstack/react-query'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { useOnlineOnly } from '@/db/online-only'
import { officeAdminQueries, useGeneratePartnerData } from './office-admin-api'

type Props = { officeId: number; open: boolean; onOpenChange: (open: boolean) => void }

/** Default partner data of an office: shown when it exists, generated on request. */
export function PartnerDataDialog({ officeId, open, onOpenChange }: Props) {
  const { data, isPending } = useQuery({ ...officeAdminQueries.partnerData(officeId), enabled: open })
  const generate = useGeneratePartnerData(officeId)
  const entries = Object.entries(data ?? {})
  const onlineOnly = useOnlineOnly()
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Dados de parceiro</DialogTitle>
          <DialogDescription>Dados padrão usados na integração do escritório.</DialogDescription>
        </DialogHeader>
        {isPending ? null : entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">Ainda não gerados.</p>
        ) : (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {entries.map(([k, v]) => (
              <div key={k} className="contents">
                <dt className="text-muted-foreground">{k.replaceAll('_', ' ')}</dt>
                <dd className="break-all font-medium">{v || '—'}</dd>
              </div>
            ))}
          </dl>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Fechar
          </Button>
          <Button loading={generate.isPending} {...onlineOnly} onClick={() => generate.mutate()}>
            {entries.length ? 'Gerar novamente' : 'Gerar'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
