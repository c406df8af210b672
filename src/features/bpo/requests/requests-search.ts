import { requestKinds, requestStates } from '@/contracts/bpo-request-values'
import { choiceParam, type SearchOf, searchSchema, textParam } from '@/lib/search-params'

/** URL search of /bpo/requisicoes: state and kind filters, and the request open in the detail panel. */
export const requestsSearchSchema = searchSchema({
  situacao: choiceParam(requestStates),
  tipo: choiceParam(requestKinds),
  requisicao: textParam,
})
export type RequestsSearch = SearchOf<typeof requestsSearchSchema>
