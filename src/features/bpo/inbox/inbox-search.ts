import { choiceParam, idParam, type SearchOf, searchSchema, textParam } from '@/lib/search-params'

/** URL search of /bpo/caixa_entrada: the tag, the verified filter, a text search and the message open. */
export const inboxSearchSchema = searchSchema({
  tag: idParam,
  verificado: choiceParam(['sim', 'nao'] as const),
  busca: textParam,
  mensagem: idParam,
})
export type InboxSearch = SearchOf<typeof inboxSearchSchema>
