import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { dreEmailResponse, partnerPaths, recipientResponse, recipientsResponse } from '@/contracts/financial'
import { requestParsed } from '@/lib/api/client'
import { notify } from '@/lib/notify'

const key = (office: number) => ['financial', office, 'report-recipients'] as const

export const recipientsQuery = (office: number) =>
  queryOptions({
    queryKey: key(office),
    queryFn: ({ signal }) =>
      requestParsed(recipientsResponse, 'GET', partnerPaths.officeRecipients(office), { signal }).then((r) => r.value),
  })

export function useRecipientAdd(office: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (email: string) =>
      requestParsed(recipientResponse, 'POST', partnerPaths.officeRecipients(office), { body: { email }, json: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(office) }),
  })
}

export function useRecipientRemove(office: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => requestParsed(recipientsResponse, 'DELETE', partnerPaths.recipient(office, id)),
    onSuccess: (r) => queryClient.setQueryData(key(office), r.value),
  })
}

/** Stores the send request; this installation sends no e-mail, and the message says so. */
export function useDreEmail(office: number) {
  return useMutation({
    mutationFn: (body: { begin_date: string; end_date: string; type: string }) =>
      requestParsed(dreEmailResponse, 'POST', partnerPaths.dreEmail, {
        body: { ...body, id_escritorio: office },
        json: true,
      }),
    onSuccess: (r) => notify({ text: r.value.mensagem, color: 'success' }),
  })
}
