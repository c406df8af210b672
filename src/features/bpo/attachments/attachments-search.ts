import { choiceParam, type SearchOf, searchSchema } from '@/lib/search-params'

/** URL search of /bpo/anexos: where the file belongs (a bill or a request) and its type. */
export const attachmentsSearchSchema = searchSchema({
  origem: choiceParam(['conta', 'requisicao'] as const),
  tipo: choiceParam(['pdf', 'xml', 'png', 'jpg'] as const),
})
export type AttachmentsSearch = SearchOf<typeof attachmentsSearchSchema>
