import { Repeat } from 'lucide-react'
import type { LocalBill } from './bills-data'

/** '2/3' for an instalment, a repeat mark for an occurrence of a recurrence. */
export function PlanBadge({ bill }: { bill: LocalBill }) {
  if (bill.parcela != null && bill.parcelas != null)
    return (
      <span
        className="mr-1.5 rounded bg-muted px-1 text-xs font-normal tabular text-muted-foreground"
        title={`Parcela ${bill.parcela} de ${bill.parcelas}`}
        data-testid="parcela-badge"
      >
        {bill.parcela}/{bill.parcelas}
      </span>
    )
  if (bill.id_recorrencia != null)
    return (
      <span
        className="ml-1.5 inline-flex align-middle text-muted-foreground"
        title={`Recorrência: ocorrência ${bill.ocorrencia ?? ''}`}
      >
        <Repeat className="size-3.5" aria-label="Recorrente" />
      </span>
    )
  return null
}
