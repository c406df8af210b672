import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  balanceHistoricalResponse,
  DFC_RAW_PAGE,
  dfcRawResponse,
  dfcResponse,
  financialPaths,
  segmentationResponse,
} from '@/contracts/financial'
import { request, requestParsed } from '@/lib/api/client'
import { notify } from '@/lib/notify'

type Range = { begin_date?: string; end_date?: string }

const key = (office: number) => ['financial', office] as const

/** Cash and overview figures of an office (DFC, balances, revenue mix). DRE tables live in dreQueries. */
export const financialQueries = {
  all: () => ['financial'] as const,
  office: key,
  dfc: (office: number, range: Range) =>
    queryOptions({
      queryKey: [...key(office), 'dfc', range],
      queryFn: ({ signal }) =>
        requestParsed(dfcResponse, 'GET', financialPaths.dfc(office), { query: range, signal }).then((r) => r.value),
    }),
  /** Cash entries, newest first, a page at a time (the list loads the next page as it scrolls). */
  dfcRaw: (office: number, range: Range, conta: number | undefined) =>
    infiniteQueryOptions({
      queryKey: [...key(office), 'dfc', 'raw', range, conta ?? null],
      initialPageParam: 0,
      queryFn: ({ pageParam, signal }) =>
        requestParsed(dfcRawResponse, 'GET', financialPaths.dfcRaw(office), {
          query: { ...range, id_conta_corrente: conta, limit: DFC_RAW_PAGE, offset: pageParam },
          signal,
        }).then((r) => r.value),
      getNextPageParam: (last, pages) =>
        last.length < DFC_RAW_PAGE ? undefined : pages.reduce((n, page) => n + page.length, 0),
    }),
  balanceHistorical: (office: number) =>
    queryOptions({
      queryKey: [...key(office), 'balance-historical'],
      queryFn: ({ signal }) =>
        requestParsed(balanceHistoricalResponse, 'GET', financialPaths.balanceHistorical(office), { signal }).then(
          (r) => r.value,
        ),
    }),
  segmentation: (office: number, range: Range) =>
    queryOptions({
      queryKey: [...key(office), 'segmentation', range],
      queryFn: ({ signal }) =>
        requestParsed(segmentationResponse, 'GET', financialPaths.segmentation(office), { query: range, signal }).then(
          (r) => r.value,
        ),
    }),
}

export type BalanceKind = 'balance-initial' | 'balance-adjustment'
export type BalanceInput = { id_conta_corrente: number; mes: string; valor: bigint; descricao?: string }

const kindLabel: Record<BalanceKind, string> = { 'balance-initial': 'Saldo inicial', 'balance-adjustment': 'Ajuste' }

/** Set or remove an opening balance or an adjustment; the DFC and the balance history are refreshed. */
export function useBalanceMutation(office: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ action, kind, input }: { action: 'set' | 'remove'; kind: BalanceKind; input: BalanceInput }) =>
      request('POST', financialPaths.dfcBalance(office, action, kind), {
        json: true,
        body:
          action === 'set'
            ? { ...input, valor: input.valor.toString() }
            : { id_conta_corrente: input.id_conta_corrente, mes: input.mes },
      }),
    onSuccess: async (_r, { action, kind }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...key(office), 'dfc'] }),
        queryClient.invalidateQueries({ queryKey: [...key(office), 'balance-historical'] }),
      ])
      notify({ text: `${kindLabel[kind]} ${action === 'set' ? 'salvo' : 'removido'}.`, color: 'success' })
    },
  })
}
