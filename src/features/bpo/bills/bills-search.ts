import { statusFilters } from '@/contracts/bill-statuses'
import { approvalStates } from '@/contracts/bill-tag-values'
import { choiceParam, idParam, monthParam, type SearchOf, searchSchema, textParam } from '@/lib/search-params'

/** An ERP tag's shape ('pagamento-aprovado'): the list of tags stays out of the first load; an unknown one matches no bill. */
const tagParam = (value: unknown) => (typeof value === 'string' && /^[a-z]+(-[a-z]+)+$/.test(value) ? value : undefined)

/**
 * URL search of the bills pages: the due-date period (months), status, provider (payables) or payer
 * (receivables), category, account, ERP tag, approval state and the bill to open; a link reproduces exactly the list a colleague sees.
 */
export const billsSearchSchema = searchSchema({
  inicio: monthParam,
  fim: monthParam,
  status: choiceParam(statusFilters),
  fornecedor: idParam,
  pagador: textParam,
  categoria: idParam,
  conta: idParam,
  etiqueta: tagParam,
  aprovacao: choiceParam(approvalStates),
  /** One bill to open (a link from an alert or an assistant's answer). */
  titulo: idParam,
})
export type BillsSearch = SearchOf<typeof billsSearchSchema>
