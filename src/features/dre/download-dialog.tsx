import { useMutation } from '@tanstack/react-query'
import { Download } from 'lucide-react'
import { useState } from 'react'
import { MonthRangeFilter, type MonthRangeValue } from '@/components/month-range-filter'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { fileResponse, financialPaths } from '@/contracts/financial'
import { requestParsed } from '@/lib/api/client'
import { downloadPeriod } from '@/lib/validation'
import { downloadBase64 } from './download-file'

type Props = { office: number; type: string; open: boolean; onOpenChange: (open: boolean) => void }

const EMPTY: MonthRangeValue = { start: null, end: null }

/** §5 DRE download: a period of at most 6 months, 'Baixar' disabled until valid; closes on status 201. */
export function DownloadDialog({ office, type, open, onOpenChange }: Props) {
  const [range, setRange] = useState<MonthRangeValue>(EMPTY)
  const rule = downloadPeriod(range.start, range.end)
  const download = useMutation({
    mutationFn: () =>
      requestParsed(fileResponse, 'GET', financialPaths.download(office), {
        query: { begin_date: range.start ?? undefined, end_date: range.end ?? undefined, DRE: type },
      }),
    onSuccess: (r) => {
      downloadBase64(r.value)
      if (r.status === 201) close(false)
    },
  })
  const close = (next: boolean) => {
    if (!next) {
      setRange(EMPTY)
      download.reset()
    }
    onOpenChange(next)
  }
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Baixar DRE</DialogTitle>
          <DialogDescription>
            Escolha o período (até 6 meses). O arquivo vem em Excel, uma aba por mês.
          </DialogDescription>
        </DialogHeader>
        <MonthRangeFilter value={range} onChange={setRange} />
        <p className="min-h-5 text-sm text-danger" role="alert" data-testid="download-erro">
          {rule === true ? '' : rule}
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={() => close(false)}>
            Cancelar
          </Button>
          <Button onClick={() => download.mutate()} disabled={rule !== true} loading={download.isPending}>
            <Download aria-hidden /> Baixar
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
