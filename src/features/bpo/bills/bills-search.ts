import { statusFilters } from '@/contracts/bill-statuses'
import { approvalStates, billTags } from '@/contracts/bill-tags'
import { choiceParam, idParam, monthParam, type SearchOf, searchSchema, textParam } from '@/lib/search-params'

/**
 * URL search of the bills pages: the due-date period (months), status, provider (payables) or payer
 * (receivables), category, account, ERP tag and approval state; a link reproduces exactly the list a colleague sees.
 */
export const billsSearchSchema = searchSchema({
  inicio: monthParam,
  fim: monthParam,
  status: choiceParam(statusFilters),
  fornecedor: idParam,
  pagador: textParam,
  categoria: idParam,
  conta: idParam,
  etiqueta: choiceParam(billTags),
  aprovacao: choiceParam(approvalStates),
})
export type BillsSearch = SearchOf<typeof billsSearchSchema>
