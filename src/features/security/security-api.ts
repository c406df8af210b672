import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  enrolmentResponse,
  recoveryCodesResponse,
  sessionsResponse,
  twoFactorStatusResponse,
} from '@/contracts/security'
import { securityPaths } from '@/contracts/security-paths'
import { api, requestParsed } from '@/lib/api/client'
import { notify } from '@/lib/notify'

export const securityQueries = {
  all: () => ['seguranca'] as const,
  twoFactor: () =>
    queryOptions({
      queryKey: [...securityQueries.all(), 'segundo-fator'],
      queryFn: () => requestParsed(twoFactorStatusResponse, 'GET', securityPaths.twoFactor).then((r) => r.value),
    }),
  sessions: () =>
    queryOptions({
      queryKey: [...securityQueries.all(), 'sessoes'],
      // Another device may have signed in or out: read again whenever the page opens.
      staleTime: 0,
      queryFn: () => requestParsed(sessionsResponse, 'GET', securityPaths.sessions).then((r) => r.value),
    }),
}

export function useRefreshSecurity() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: securityQueries.all() })
}

export const useStartEnrolment = () =>
  useMutation({
    mutationFn: () => requestParsed(enrolmentResponse, 'POST', securityPaths.twoFactorEnrol).then((r) => r.value),
  })

/**
 * The first code confirms the enrolment: the answer is the recovery codes, shown once. The status is read again
 * when they are put away (`useRefreshSecurity`), so the page keeps showing them until then.
 */
export const useConfirmEnrolment = () =>
  useMutation({
    mutationFn: (codigo: string) =>
      requestParsed(recoveryCodesResponse, 'POST', securityPaths.twoFactorConfirm, { body: { codigo } }).then(
        (r) => r.value.codigos_recuperacao,
      ),
    meta: { silent: true },
  })

export function useDisableTwoFactor() {
  const refresh = useRefreshSecurity()
  return useMutation({
    mutationFn: (body: { senha: string; codigo: string }) => api.post(securityPaths.twoFactorDisable, body),
    onSuccess: refresh,
    meta: { silent: true },
  })
}

export function useOfficeRequirement(officeId: number) {
  const refresh = useRefreshSecurity()
  return useMutation({
    mutationFn: (exigir: boolean) => api.put(securityPaths.officeTwoFactor(officeId), { exigir }),
    onSuccess: refresh,
  })
}

export function useEndSession() {
  const refresh = useRefreshSecurity()
  return useMutation({
    mutationFn: (id: number) => api.delete(securityPaths.session(id)),
    // Said here, not at the call: the ended session's row (the caller) is gone once the list is refreshed.
    onSuccess: () => {
      notify({ text: 'Sessão encerrada.', color: 'success' })
      return refresh()
    },
  })
}

export function useEndOtherSessions() {
  const refresh = useRefreshSecurity()
  return useMutation({ mutationFn: () => api.post(securityPaths.endOtherSessions), onSuccess: refresh })
}
