import { useMutation, useQuery } from '@tanstack/react-query'
import { Download } from 'lucide-react'
import { DetailList } from '@/components/entry-detail/detail-list'
import { Button } from '@/components/ui/button'
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet'
import { Skeleton } from '@/components/ui/skeleton'
import { fileResponse } from '@/contracts/financial'
import { financialPaths } from '@/contracts/financial-paths'
import { OfflineUnavailable } from '@/features/shell/offline-states'
import { requestParsed } from '@/lib/api/client'
import { downloadBase64 } from '@/lib/download-file'
import { formatCount, formatMoney } from '@/lib/format'
import { useOnline } from '@/lib/online'
import type { DrillTarget } from './drill'
import { dreQueries } from './queries'

const SKELETON_ROWS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']

type Props = { office: number; type: string; target: DrillTarget | null; onClose: () => void }

/** The entries behind a DRE cell, with an XLSX export of the same selection. */
export function DetailSheet({ office, type, target, onClose }: Props) {
  return (
    <Sheet open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <SheetContent className="w-[min(80rem,100vw)] p-0" aria-describedby={undefined}>
        {target ? <DetailBody office={office} type={type} target={target} /> : null}
      </SheetContent>
    </Sheet>
  )
}

function DetailBody({ office, type, target }: { office: number; type: string; target: DrillTarget }) {
  const params = { ...target.params, type }
  const { data, isPending, isError, error } = useQuery(dreQueries.detail(office, params))
  const online = useOnline()
  const exporter = useMutation({
    mutationFn: () => {
      const { categoria, ...rest } = params
      return requestParsed(fileResponse, 'GET', financialPaths.detailExport(office), { query: { ...rest, categoria } })
    },
    onSuccess: (r) => downloadBase64(r.value),
  })
  return (
    <div className="flex h-full min-h-0 flex-col">
      <header className="flex flex-wrap items-end justify-between gap-3 border-b px-6 pb-4 pt-5 pr-12">
        <div className="min-w-0">
          <SheetTitle className="text-lg font-semibold">{target.title}</SheetTitle>
          <SheetDescription className="text-sm text-muted-foreground">{target.subtitle}</SheetDescription>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => exporter.mutate()}
          loading={exporter.isPending}
          disabled={!data}
        >
          <Download aria-hidden /> Exportar
        </Button>
      </header>
      {isError ? (
        <p className="p-6 text-sm text-danger" role="alert">
          {error.message}
        </p>
      ) : isPending && !online ? (
        <OfflineUnavailable compact className="m-6" />
      ) : isPending ? (
        <div className="grid gap-2 p-6" aria-busy="true">
          {SKELETON_ROWS.map((key) => (
            <Skeleton key={key} className="h-8" />
          ))}
        </div>
      ) : (
        <>
          <div className="flex gap-6 px-6 py-3 text-sm">
            <span>
              <span className="text-muted-foreground">Lançamentos: </span>
              <strong className="tabular" data-testid="detalhe-quantidade">
                {formatCount(data.quantidade)}
              </strong>
            </span>
            <span>
              <span className="text-muted-foreground">Total: </span>
              <strong
                className={BigInt(data.total) < 0n ? 'text-danger tabular' : 'tabular'}
                data-testid="detalhe-total"
              >
                {formatMoney(BigInt(data.total))}
              </strong>
            </span>
            {data.quantidade > data.value.length ? (
              <span className="text-muted-foreground">
                Mostrando {formatCount(data.value.length)}; exporte para ver todos.
              </span>
            ) : null}
          </div>
          {data.value.length === 0 ? (
            <p className="px-6 py-10 text-center text-sm text-muted-foreground">
              Nenhum lançamento direto nesta célula (valores rateados não são detalhados por coluna).
            </p>
          ) : (
            <DetailList columns={data.columns} rows={data.value} />
          )}
        </>
      )}
    </div>
  )
}
