import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  dreEmailResponse,
  dreEmailsResponse,
  partnerPaths,
  recipientResponse,
  recipientsResponse,
} from '@/contracts/financial'
import { requestParsed } from '@/lib/api/client'
import { notify } from '@/lib/notify'

const key = (office: number) => ['financial', office, 'report-recipients'] as const
const sendsKey = (office: number) => ['financial', office, 'dre-emails'] as const
const PENDING_POLL_MS = 2000

/** The office's DRE e-mails and whether the server can send; polled while a send is still queued or sending. */
export const dreEmailsQuery = (office: number) =>
  queryOptions({
    queryKey: sendsKey(office),
    queryFn: ({ signal }) =>
      requestParsed(dreEmailsResponse, 'GET', partnerPaths.dreEmails(office), { signal }).then((r) => r.value),
    refetchInterval: (query) =>
      query.state.data?.envios.some((e) => e.status === 'na_fila' || e.status === 'enviando') ? PENDING_POLL_MS : false,
  })

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

/** Queues the DRE e-mail (the server refuses it when SMTP is not configured); the history then follows it. */
export function useDreEmail(office: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: { begin_date: string; end_date: string; type: string }) =>
      requestParsed(dreEmailResponse, 'POST', partnerPaths.dreEmail, {
        body: { ...body, id_escritorio: office },
        json: true,
      }),
    onSuccess: (r) => {
      notify({ text: r.value.mensagem, color: 'success' })
      void queryClient.invalidateQueries({ queryKey: sendsKey(office) })
    },
  })
}
