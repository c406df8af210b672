import { Tooltip } from '@/components/ui/tooltip'
import type { DetailColumn } from '@/contracts/financial'
import { cn } from '@/lib/cn'
import { formatDate, formatScaled } from '@/lib/format'
import { formatCpfCnpj } from '@/lib/masks'
import { truncateObservation } from './observation'

const empty = <span className="text-muted-foreground">—</span>

/** Width of a column by its type; text columns share what is left. */
export const detailColumnClass: Record<DetailColumn['type'], string> = {
  // A fixed width: shared out of what is left, three text columns were 2.5 rem wide on a phone ('Fornecedor' spilled).
  text: 'w-40',
  date: 'w-28',
  money: 'w-36',
  cpf_cnpj: 'w-44',
}

/** Money right-aligned. */
export const alignOf = (type: DetailColumn['type']) => (type === 'money' ? 'text-right' : 'text-left')

/**
 * One value of the entry detail, formatted by its column's type: money in pt-BR (negative in red), dates
 * DD/MM/YYYY, CPF/CNPJ masked, and long text cut at 60 characters with the whole text in a tooltip.
 */
export function DetailCell({ column, value }: { column: DetailColumn; value: unknown }) {
  if (value === null || value === undefined || value === '') return empty
  const text = String(value)
  if (column.type === 'money') {
    const centavos = BigInt(text)
    return <span className={cn(centavos < 0n && 'text-danger')}>{formatScaled(centavos, 2)}</span>
  }
  if (column.type === 'date') return <>{formatDate(text) || text}</>
  if (column.type === 'cpf_cnpj') return <span className="tabular">{formatCpfCnpj(text)}</span>
  const note = truncateObservation(text)
  if (!note.cut) return <span title={text}>{note.text}</span>
  return (
    <Tooltip content={text}>
      <button
        type="button"
        className="max-w-full cursor-help truncate text-left underline decoration-dotted underline-offset-2"
      >
        {note.text}
      </button>
    </Tooltip>
  )
}
