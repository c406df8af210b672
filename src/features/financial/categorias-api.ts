import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  apportionmentResponse,
  categoriesConfigResponse,
  partnerPaths,
  resultLinesResponse,
} from '@/contracts/financial'
import { dreQueries } from '@/features/dre/queries'
import { requestParsed } from '@/lib/api/client'
import { notify } from '@/lib/notify'

const key = (office: number) => ['financial', office, 'config'] as const
/** Every call names the office: staff act on the office picked in the top bar, others on their own. */
const scope = (office: number) => ({ id_escritorio: office })

/** The office's DRE configuration (result lines, categories, apportionment weights) and its edits. */
export const configQueries = {
  lines: (office: number) =>
    queryOptions({
      queryKey: [...key(office), 'lines'],
      queryFn: ({ signal }) =>
        requestParsed(resultLinesResponse, 'GET', partnerPaths.resultLines, { query: scope(office), signal }).then(
          (r) => r.value,
        ),
    }),
  categories: (office: number) =>
    queryOptions({
      queryKey: [...key(office), 'categories'],
      queryFn: ({ signal }) =>
        requestParsed(categoriesConfigResponse, 'GET', partnerPaths.categoriesConfig, {
          query: scope(office),
          signal,
        }).then((r) => r.value),
    }),
  weights: (office: number) =>
    queryOptions({
      queryKey: [...key(office), 'weights'],
      queryFn: ({ signal }) =>
        requestParsed(apportionmentResponse, 'GET', partnerPaths.apportionment, { query: scope(office), signal }).then(
          (r) => r.value,
        ),
    }),
}

/** After any edit: the configuration and every figure of the office (DRE, DFC, overview) are refetched. */
function useRefresh(office: number) {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['financial', office] }),
      queryClient.invalidateQueries({ queryKey: dreQueries.office(office) }),
    ])
}

export type CategoryEdit = {
  id: number
  version: number
  id_linha_resultado?: number | null
  grupo_dfc?: string | null
  ignorada?: boolean
  rateavel?: boolean
}

export function useCategoryEdit(office: number) {
  const refresh = useRefresh(office)
  return useMutation({
    mutationFn: ({ id, ...body }: CategoryEdit) =>
      requestParsed(categoriesConfigResponse, 'PUT', partnerPaths.categoryConfig(id), {
        body: { ...body, ...scope(office) },
        json: true,
      }),
    onSuccess: async () => {
      await refresh()
      notify({ text: 'Categoria atualizada. O DRE já usa a nova configuração.', color: 'success' })
    },
    onError: () => void refresh(),
  })
}

export function useLineRename(office: number) {
  const refresh = useRefresh(office)
  return useMutation({
    mutationFn: ({ id, nome, version }: { id: number; nome: string; version: number }) =>
      requestParsed(resultLinesResponse, 'PUT', partnerPaths.resultLine(id), {
        body: { nome, version, ...scope(office) },
        json: true,
      }),
    onSuccess: async () => {
      await refresh()
      notify({ text: 'Linha renomeada.', color: 'success' })
    },
    onError: () => void refresh(),
  })
}

export function useLineOrder(office: number) {
  const refresh = useRefresh(office)
  return useMutation({
    mutationFn: (linhas: { id: number; version: number }[]) =>
      requestParsed(resultLinesResponse, 'PUT', partnerPaths.resultLinesOrder, {
        body: { linhas, ...scope(office) },
        json: true,
      }),
    onSuccess: async () => {
      await refresh()
      notify({ text: 'Ordem das linhas salva.', color: 'success' })
    },
    onError: () => void refresh(),
  })
}

export function useWeightsSave(office: number) {
  const refresh = useRefresh(office)
  return useMutation({
    mutationFn: (body: { dimensao: string; pesos: { id_alvo: number; peso: number }[] }) =>
      requestParsed(apportionmentResponse, 'PUT', partnerPaths.apportionment, {
        body: { ...body, ...scope(office) },
        json: true,
      }),
    onSuccess: async () => {
      await refresh()
      notify({ text: 'Pesos de rateio salvos.', color: 'success' })
    },
  })
}
