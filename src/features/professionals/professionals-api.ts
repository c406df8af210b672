import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { paths } from '@/contracts/paths'
import {
  type AddProfessional,
  professionalsResponse,
  servicesResponse,
  temporaryPasswordResponse,
} from '@/contracts/professionals'
import { api, requestParsed } from '@/lib/api/client'

export const professionalQueries = {
  office: (id: number) =>
    queryOptions({
      queryKey: ['professionals', id],
      queryFn: () => requestParsed(professionalsResponse, 'GET', paths.professionals(id)).then((r) => r.value),
    }),
  /** The signed-in professional's own reports, released or not ('Meus relatórios'). */
  mine: (officeId: number) =>
    queryOptions({
      queryKey: ['professionals', officeId, 'meus-relatorios'],
      // A withdrawn report must not linger: read again whenever the page opens.
      staleTime: 0,
      queryFn: () =>
        requestParsed(servicesResponse, 'GET', paths.servicesForProfessional, {
          query: { id_escritorio: officeId },
        }).then((r) => r.value),
    }),
}

function useInvalidate(officeId: number) {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: professionalQueries.office(officeId).queryKey })
}

export function useAddProfessional(officeId: number) {
  const invalidate = useInvalidate(officeId)
  return useMutation({
    mutationFn: (body: Omit<AddProfessional, 'id_escritorio'>) =>
      api.post(paths.professionalAdd, { ...body, id_escritorio: officeId }),
    onSuccess: invalidate,
  })
}

/** Grant or reset: the answer carries a temporary password, shown once. */
export function useAccessAction(officeId: number) {
  const invalidate = useInvalidate(officeId)
  return useMutation({
    mutationFn: async ({ prof, action }: { prof: number; action: 'liberar' | 'remover' | 'redefinir' }) => {
      if (action === 'remover') {
        await api.delete(paths.professionalAccess(officeId, prof))
        return null
      }
      const url =
        action === 'liberar'
          ? paths.professionalAccess(officeId, prof)
          : paths.professionalResetPassword(officeId, prof)
      return (await requestParsed(temporaryPasswordResponse, 'POST', url)).value
    },
    onSuccess: invalidate,
  })
}

export function useReleaseReport(officeId: number) {
  const invalidate = useInvalidate(officeId)
  return useMutation({
    mutationFn: (body: { servico: string; ids_profissionais: number[]; liberar: boolean }) =>
      api.post(paths.releaseReport, {
        ...body,
        id_escritorio: officeId,
        ids_profissionais: JSON.stringify(body.ids_profissionais),
      }),
    onSuccess: invalidate,
  })
}

export function useSendTeamData(officeId: number) {
  return useMutation({
    mutationFn: (body: { destinatarios: string; mensagem: string }) =>
      api.post(paths.sendEmailTeamData, { ...body, id_escritorio: officeId }),
  })
}
