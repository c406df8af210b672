import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { CheckSetting } from '@/contracts/validation'
import { type AlertCode, validationPaths } from '@/contracts/validation-paths'
import { lazyContracts, requestParsed } from '@/lib/api/client'
import { notify } from '@/lib/notify'

const contract = lazyContracts(() => import('@/contracts/validation'))
/** Each write carries its own Idempotency-Key: a retried click never saves twice. */
const once = () => ({ 'Idempotency-Key': crypto.randomUUID() })

export const validationQueries = {
  all: () => ['validation'] as const,
  /** The alerts of one office, or (staff, `null`) of every office. */
  alerts: (office: number | null) =>
    queryOptions({
      queryKey: [...validationQueries.all(), 'alertas', office ?? 'todos'],
      queryFn: ({ signal }) =>
        requestParsed(contract('alertsResponse'), 'GET', validationPaths.alerts, {
          query: { id_escritorio: office ?? undefined },
          signal,
        }).then((r) => r.value),
    }),
  checks: (office: number) =>
    queryOptions({
      queryKey: [...validationQueries.all(), 'verificacoes', office],
      queryFn: ({ signal }) =>
        requestParsed(contract('checksResponse'), 'GET', validationPaths.checks(office), { signal }).then(
          (r) => r.value,
        ),
    }),
}

/** Turns a check on or off and sets its option (online: the server answers a stale version with 409). */
export function useSaveCheck(office: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ check, ativo, opcao }: { check: CheckSetting; ativo: boolean; opcao: number }) =>
      requestParsed(contract('checkResponse'), 'PUT', validationPaths.check(office, check.codigo), {
        body: { ativo, opcao, version: check.version },
        json: true,
        headers: once(),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: validationQueries.all() }),
    onSuccess: () => notify({ text: 'Verificação salva.', color: 'success' }),
  })
}

/** The office's comment on an alert (empty removes it). */
export function useSaveComment(office: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ codigo, comentario }: { codigo: AlertCode; comentario: string }) =>
      requestParsed(contract('checkResponse'), 'PUT', validationPaths.comment(office, codigo), {
        body: { comentario },
        json: true,
        headers: once(),
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: validationQueries.all() })
      notify({ text: 'Comentário salvo.', color: 'success' })
    },
  })
}
