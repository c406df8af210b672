import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { paths } from '@/contracts/paths'
import { disclaimersResponse } from '@/contracts/settings'
import { api, requestParsed } from '@/lib/api/client'

export const disclaimerQueries = {
  office: (id: number) =>
    queryOptions({
      queryKey: ['disclaimers', id],
      queryFn: () => requestParsed(disclaimersResponse, 'GET', paths.disclaimers(id)).then((r) => r.value),
    }),
}

export function useSaveDisclaimer(officeId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: { codigo: string; texto: string; version?: number }) =>
      api.put(paths.disclaimer(officeId, body.codigo), { texto: body.texto, version: body.version }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: disclaimerQueries.office(officeId).queryKey }),
  })
}
