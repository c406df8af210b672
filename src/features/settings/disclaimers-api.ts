import { paths } from '@/contracts/paths'
import { type Disclaimer, disclaimersResponse } from '@/contracts/settings'
import { defineCollection } from '@/db/collections'
import { useCollection, useQueueEdit } from '@/db/use-collection'
import { requestParsed } from '@/lib/api/client'

/** The office's disclaimers, one row per codigo. */
export const disclaimersCollection = defineCollection<Disclaimer>('disclaimers', (d) => d.codigo)

/** Shown at once from IndexedDB (so /disclaimer opens offline), refreshed from the server in the background. */
export function useDisclaimers(officeId: number | null) {
  return useCollection(disclaimersCollection, String(officeId ?? 0), {
    queryKey: ['disclaimers', officeId],
    fetch: () => requestParsed(disclaimersResponse, 'GET', paths.disclaimers(officeId ?? 0)).then((r) => r.value),
    enabled: officeId !== null,
  })
}

/**
 * Saving goes through the outbox. A text that does not exist yet is sent as version 0, so a colleague's text
 * created meanwhile comes back as a conflict instead of being overwritten.
 */
export function useSaveDisclaimer(officeId: number) {
  const queue = useQueueEdit()
  return (codigo: string, texto: string, current: Disclaimer | undefined) =>
    queue<Disclaimer>({
      collection: disclaimersCollection,
      scope: String(officeId),
      rowId: codigo,
      label: `Disclaimer ${codigo}`,
      method: 'PUT',
      url: paths.disclaimer(officeId, codigo),
      body: { texto },
      baseVersion: current?.version ?? 0,
      after: { codigo, texto, version: current?.version ?? 0 },
    })
}
