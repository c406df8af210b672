import { invoiceStates } from '@/contracts/invoicing-paths'
import { choiceParam, monthParam, type SearchOf, searchSchema, textParam } from '@/lib/search-params'

/** URL search of /bpo/faturamento: the state filter, the competence month and the invoice open in the detail. */
export const invoicesSearchSchema = searchSchema({
  situacao: choiceParam(invoiceStates),
  competencia: monthParam,
  fatura: textParam,
})
export type InvoicesSearch = SearchOf<typeof invoicesSearchSchema>
