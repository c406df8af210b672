import { Link } from '@tanstack/react-router'
import { Card } from '@/components/ui/card'
import type { StatusFilter } from '@/contracts/bill-statuses'
import type { SummaryFigure } from '@/contracts/bpo-summary'
import { formatCountOf, formatMoney } from '@/lib/format'

export type ListLink = { inicio: string; fim: string; status?: StatusFilter }

type Props = {
  title: string
  pagar: SummaryFigure
  receber: SummaryFigure
  /** The lists showing these bills (the same filters), one for both kinds or one per kind. */
  link: ListLink | { pagar: ListLink; receber: ListLink }
  labels?: { pagar: string; receber: string }
  testId: string
}

/** One figure of the BPO summary: payables and receivables, each linking to its list with the same filters. */
export function SummaryCard({ title, pagar, receber, link, labels, testId }: Props) {
  const row = (label: string, figure: SummaryFigure, to: '/bpo/contas_a_pagar' | '/bpo/contas_a_receber') => (
    <Link
      to={to}
      search={'pagar' in link ? link[to === '/bpo/contas_a_pagar' ? 'pagar' : 'receber'] : link}
      className="flex items-baseline justify-between gap-2 rounded-md px-1 py-0.5 hover:bg-muted focus-visible:bg-muted"
      data-testid={to === '/bpo/contas_a_pagar' ? 'pagar' : 'receber'}
    >
      <span className="text-sm text-muted-foreground">
        {label} <span className="text-xs">· {formatCountOf(figure.quantidade, 'conta', 'contas')}</span>
      </span>
      <span className="font-semibold tabular">{formatMoney(BigInt(figure.valor))}</span>
    </Link>
  )
  return (
    <Card className="grid gap-1 p-4" data-testid={testId}>
      <h2 className="mb-1 text-sm font-medium">{title}</h2>
      {row(labels?.pagar ?? 'A pagar', pagar, '/bpo/contas_a_pagar')}
      {row(labels?.receber ?? 'A receber', receber, '/bpo/contas_a_receber')}
    </Card>
  )
}
