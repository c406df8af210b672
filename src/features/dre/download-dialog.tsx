import { useMutation } from '@tanstack/react-query'
import { Download } from 'lucide-react'
import { type CompletePeriod, PeriodDialog } from '@/components/dialogs/period-dialog'
import { Button } from '@/components/ui/button'
import { fileResponse } from '@/contracts/financial'
import { financialPaths } from '@/contracts/financial-paths'
import { useOnlineOnly } from '@/db/online-only'
import { requestParsed } from '@/lib/api/client'
import { downloadBase64 } from '@/lib/download-file'
import { lastMonthsOf } from '@/lib/month-range'
import { DRE_DOWNLOAD_MAX_MONTHS, downloadPeriod } from '@/lib/validation'
import type { DrePeriodDialogProps } from './period-dialog-props'

/** §5 DRE download: a period of at most 6 months, 'Baixar' disabled until valid; closes on status 201. */
export function DownloadDialog({ office, type, period, open, onOpenChange }: DrePeriodDialogProps) {
  const onlineOnly = useOnlineOnly()
  const download = useMutation({
    mutationFn: (range: CompletePeriod) =>
      requestParsed(fileResponse, 'GET', financialPaths.download(office), {
        query: { begin_date: range.start, end_date: range.end, DRE: type },
      }),
    onSuccess: (r) => {
      downloadBase64(r.value)
      if (r.status === 201) close(false)
    },
  })
  const close = (next: boolean) => {
    if (!next) download.reset()
    onOpenChange(next)
  }
  return (
    <PeriodDialog
      open={open}
      onOpenChange={close}
      title="Baixar DRE"
      description={`Começa no período da página (os últimos ${DRE_DOWNLOAD_MAX_MONTHS} meses dele, se for maior). O arquivo vem em Excel: um resumo do período e uma aba por mês.`}
      initial={lastMonthsOf(period, DRE_DOWNLOAD_MAX_MONTHS)}
      check={(p) => downloadPeriod(p.start, p.end)}
      actions={(range) => (
        <>
          <Button variant="outline" onClick={() => close(false)}>
            Cancelar
          </Button>
          <Button
            onClick={() => range && download.mutate(range)}
            disabled={range === null || onlineOnly.disabled}
            title={onlineOnly.title}
            loading={download.isPending}
          >
            <Download aria-hidden /> Baixar
          </Button>
        </>
      )}
    />
  )
}
