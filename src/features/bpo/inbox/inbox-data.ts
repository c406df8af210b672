import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { InboxMessageDetail } from '@/contracts/inbox'
import { inboxPaths } from '@/contracts/inbox-paths'
import { api, lazyContracts, requestParsed } from '@/lib/api/client'
import { uploadFile } from '@/lib/api/upload'
import { notify } from '@/lib/notify'
import type { InboxSearch } from './inbox-search'

const contract = lazyContracts(() => import('@/contracts/inbox'))

const listFilters = (s: InboxSearch) => ({ tag: s.tag, verificado: s.verificado, busca: s.busca })

export const inboxQueries = {
  all: (office: number) => ['bpo', office, 'caixa-entrada'] as const,
  list: (office: number, search: InboxSearch) =>
    queryOptions({
      queryKey: [...inboxQueries.all(office), 'lista', listFilters(search)] as const,
      queryFn: ({ signal }) =>
        requestParsed(contract('inboxList'), 'GET', inboxPaths.messages(office), {
          signal,
          query: listFilters(search),
        }).then((r) => r.value),
    }),
  message: (office: number, id: number) =>
    queryOptions({
      queryKey: [...inboxQueries.all(office), 'mensagem', id] as const,
      queryFn: ({ signal }) =>
        requestParsed(contract('inboxMessageResponse'), 'GET', inboxPaths.message(office, id), { signal }).then(
          (r) => r.value,
        ),
    }),
  emails: (office: number) =>
    queryOptions({
      queryKey: [...inboxQueries.all(office), 'emails'] as const,
      queryFn: ({ signal }) =>
        requestParsed(contract('emailsResponse'), 'GET', inboxPaths.emails(office), { signal }).then((r) => r.value),
    }),
}

export const uploadEml = (office: number, file: File, onProgress: (f: number) => void) =>
  uploadFile<{ value: InboxMessageDetail }>(inboxPaths.messages(office), file, { onProgress }).then((r) => r.value)

/** A write of the inbox or of /bpo/emails (online only): refreshes the inbox's queries, shows the server's message on failure. */
export function useInboxWrite<V>(office: number, send: (v: V) => Promise<unknown>, done?: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      if (done) notify({ text: done, color: 'success' })
      void queryClient.invalidateQueries({ queryKey: ['bpo', office, 'titulos'] })
      await queryClient.invalidateQueries({ queryKey: inboxQueries.all(office) })
    },
    onError: (e) => notify({ text: e.message, color: 'danger' }),
  })
}

export const inboxApi = {
  verified: (office: number, m: { id: number; version: number }, verificado: boolean) =>
    api.post(inboxPaths.verified(office, m.id), { verificado, version: m.version }, { json: true }),
  tags: (office: number, m: { id: number; version: number }, tags: number[]) =>
    api.put(inboxPaths.tags(office, m.id), { tags, version: m.version }, { json: true }),
}
