import { paths } from '@/contracts/paths'
import type { SuggestionForm } from '@/contracts/rules'
import { type Suggestion, suggestionListResponse } from '@/contracts/suggestions'
import { defineCollection } from '@/db/collections'
import { useCollection, useQueueEdit } from '@/db/use-collection'
import { requestParsed } from '@/lib/api/client'
import { useSession } from '../session/session-store'

/** Suggestions: every one for staff (refreshed from the server), the ones this user sent for everyone else. */
export const suggestionsCollection = defineCollection<Suggestion>('sugestoes', (s) => s.id, {
  order: { name: 'newest', key: (s) => s.data_criacao, descending: true },
})
const SCOPE = 'todas'

/** Staff's list of received suggestions, from IndexedDB at once, refreshed in the background. */
export function useSuggestions() {
  return useCollection(suggestionsCollection, SCOPE, {
    queryKey: ['suggestions'],
    fetch: () => requestParsed(suggestionListResponse, 'GET', paths.suggestions).then((r) => r.value),
  })
}

type Values = Pick<SuggestionForm, 'subject' | 'report'>

/** 'Enviar sugestão' goes through the outbox: queued at once, sent now or when the connection returns. */
export function useSendSuggestion() {
  const queue = useQueueEdit()
  const user = useSession()
  return (values: Values, origem: string) => {
    const id = crypto.randomUUID()
    const report = values.report ?? ''
    return queue<Suggestion>({
      collection: suggestionsCollection,
      scope: SCOPE,
      rowId: id,
      label: 'Sugestão',
      method: 'POST',
      url: paths.suggestions,
      body: { id, subject: values.subject, report, interno: false, simulacao: false, origem },
      baseVersion: null,
      after: {
        id,
        subject: values.subject,
        report,
        origem,
        autor: user?.nome ?? '',
        nome_escritorio: user?.escritorio?.nome ?? null,
        data_criacao: new Date().toISOString(),
      },
    })
  }
}
