import type { RequestKind, RequestState } from '@/contracts/bpo-request-values'
import { type SearchOf, searchSchema, textParam } from '@/lib/search-params'

// Read in the first load: a state's or kind's shape, not the lists themselves (an unknown value matches no request).
const word = /^[a-z]+(_[a-z]+)*$/
const stateParam = (value: unknown) =>
  typeof value === 'string' && word.test(value) ? (value as RequestState) : undefined
const kindParam = (value: unknown) =>
  typeof value === 'string' && word.test(value) ? (value as RequestKind) : undefined

/** URL search of /bpo/requisicoes: state and kind filters, and the request open in the detail panel. */
export const requestsSearchSchema = searchSchema({
  situacao: stateParam,
  tipo: kindParam,
  requisicao: textParam,
})
export type RequestsSearch = SearchOf<typeof requestsSearchSchema>
