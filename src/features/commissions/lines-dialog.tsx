import { useQuery } from '@tanstack/react-query'
import { DetailList } from '@/components/entry-detail/detail-list'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { Skeleton } from '@/components/ui/skeleton'
import { formatCountOf, formatMoney, formatMonth } from '@/lib/format'
import { commissionQueries } from './data'

type Props = { office: number; mes: string; advisor: { id: number; nome: string } | null; onClose: () => void }

const SKELETON_ROWS = ['a', 'b', 'c', 'd', 'e']

/** The commission detail dialog (§2, §3): an advisor's lines of the month in the server's columns. */
export function LinesDialog({ office, mes, advisor, onClose }: Props) {
  return (
    <Dialog open={advisor !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="flex max-h-[90dvh] w-[min(80rem,calc(100vw-1rem))] max-w-none flex-col gap-0 p-0 sm:max-w-none">
        {advisor ? <Lines office={office} mes={mes} advisor={advisor} /> : null}
      </DialogContent>
    </Dialog>
  )
}

function Lines({ office, mes, advisor }: { office: number; mes: string; advisor: { id: number; nome: string } }) {
  const lines = useQuery(commissionQueries.lines(office, mes, advisor.id))
  return (
    <>
      <header className="border-b px-6 pb-4 pt-5 pr-12">
        <DialogTitle className="text-lg font-semibold">Comissões de {advisor.nome}</DialogTitle>
        <DialogDescription className="text-sm text-muted-foreground">
          Competência {formatMonth(`${mes}-01`)}
          {lines.data ? (
            <>
              {' · '}
              {formatCountOf(lines.data.quantidade, 'linha', 'linhas')} · Total{' '}
              <strong className="tabular text-foreground" data-testid="detalhe-total">
                {formatMoney(BigInt(lines.data.total))}
              </strong>
            </>
          ) : null}
        </DialogDescription>
      </header>
      {lines.isError ? (
        <p className="p-6 text-sm text-danger" role="alert">
          {lines.error.message}
        </p>
      ) : !lines.data ? (
        <div className="grid gap-2 p-6" aria-busy="true">
          {SKELETON_ROWS.map((key) => (
            <Skeleton key={key} className="h-8" />
          ))}
        </div>
      ) : (
        <div className="flex h-[60dvh] min-h-0 flex-col">
          <DetailList columns={lines.data.columns} rows={lines.data.value} />
        </div>
      )}
    </>
  )
}
