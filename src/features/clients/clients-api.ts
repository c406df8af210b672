import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  clientDetailResponse,
  clientListResponse,
  communicationsResponse,
  type NewClient,
  newClientResponse,
} from '@/contracts/clients'
import { paths } from '@/contracts/paths'
import { api, requestParsed } from '@/lib/api/client'

export const clientQueries = {
  all: () => ['clients'] as const,
  list: (office: number) =>
    queryOptions({
      queryKey: [...clientQueries.all(), office, 'list'],
      queryFn: () => requestParsed(clientListResponse, 'GET', paths.clients(office)).then((r) => r.value),
      staleTime: 60_000,
    }),
  detail: (office: number, client: number) =>
    queryOptions({
      queryKey: [...clientQueries.all(), office, client],
      queryFn: () => requestParsed(clientDetailResponse, 'GET', paths.client(office, client)).then((r) => r.value),
    }),
  communications: (office: number, client: number) =>
    queryOptions({
      queryKey: [...clientQueries.all(), office, client, 'communications'],
      queryFn: () =>
        requestParsed(communicationsResponse, 'GET', paths.clientCommunications(office, client)).then((r) => r.value),
    }),
}

export function useSendCommunication(office: number, client: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: { nome: string; conteudo: string[] }) =>
      api.post(paths.clientCommunications(office, client), {
        nome: body.nome,
        conteudo: JSON.stringify(body.conteudo),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientQueries.communications(office, client).queryKey }),
  })
}

/** '+ Cliente': creates the client on the server; the list refreshes. Failures show in the form (meta.silent). */
export function useCreateClient(office: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: NewClient) =>
      requestParsed(newClientResponse, 'POST', paths.clients(office), { body }).then((r) => r.value),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientQueries.list(office).queryKey }),
  })
}
