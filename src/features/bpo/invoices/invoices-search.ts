import { invoiceModels } from '@/contracts/invoice-values'
import { choiceParam, idParam, monthParam, type SearchOf, searchSchema, textParam } from '@/lib/search-params'

/** URL search of /bpo/notas_fiscais: issue months, kind, model, a text search and the invoice open in the dialog. */
export const invoicesSearchSchema = searchSchema({
  inicio: monthParam,
  fim: monthParam,
  tipo: choiceParam(['pagar', 'receber'] as const),
  modelo: choiceParam(invoiceModels),
  busca: textParam,
  nota: idParam,
})
export type InvoicesSearch = SearchOf<typeof invoicesSearchSchema>
