import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { assetPaths, CRAWLER_POLL_MS } from '@/contracts/asset-paths'
import {
  assetRowsResponse,
  type ChangeName,
  type CrawlerState,
  changeNameResponse,
  cotizationResponse,
  crawlerState,
  missingStocksResponse,
  rfProductsResponse,
  tickerAnalyzerResponse,
  tickerChangesResponse,
} from '@/contracts/assets'
import { api, requestParsed } from '@/lib/api/client'

/** A run has ended when it reached its last step or failed (§4: step equals n_steps, or -1). */
export const crawlerEnded = (state: CrawlerState | undefined) =>
  !!state && (state.data.metadata.step === -1 || state.data.metadata.step >= state.data.metadata.n_steps)

export const assetQueries = {
  all: () => ['assets'] as const,
  rows: (office: number, client: number) =>
    queryOptions({
      queryKey: [...assetQueries.all(), office, 'rows', client],
      queryFn: () =>
        requestParsed(assetRowsResponse, 'GET', assetPaths.rows, {
          query: { id_escritorio: office, filters: JSON.stringify({ id_cliente: client }) },
        }),
    }),
  cotization: (office: number, client: number, asset: number) =>
    queryOptions({
      queryKey: [...assetQueries.all(), office, 'cotization', client, asset],
      queryFn: () =>
        requestParsed(cotizationResponse, 'GET', assetPaths.cotization, {
          query: { id_escritorio: office, id_cliente: client, id_ativo: asset },
        }).then((r) => r.value),
    }),
  missingStocks: () =>
    queryOptions({
      queryKey: [...assetQueries.all(), 'missing-stocks'],
      queryFn: () =>
        requestParsed(missingStocksResponse, 'GET', assetPaths.missingStocks).then((r) => r.missing_stocks),
    }),
  tickerChanges: () =>
    queryOptions({
      queryKey: [...assetQueries.all(), 'ticker-changes'],
      queryFn: () => requestParsed(tickerChangesResponse, 'GET', assetPaths.tickerChanges).then((r) => r.value),
    }),
  analyzer: (office: number) =>
    queryOptions({
      queryKey: [...assetQueries.all(), office, 'ticker-analyzer'],
      queryFn: () =>
        requestParsed(tickerAnalyzerResponse, 'GET', assetPaths.tickerAnalyzer, {
          query: { id_escritorio: office },
        }).then((r) => r.value),
    }),
  products: (office: number) =>
    queryOptions({
      queryKey: [...assetQueries.all(), office, 'rf-products'],
      queryFn: () =>
        requestParsed(rfProductsResponse, 'GET', assetPaths.products, { query: { id_escritorio: office } }).then(
          (r) => r.value,
        ),
    }),
  crawler: (office: number, requestId: string) =>
    queryOptions({
      queryKey: [...assetQueries.all(), office, 'crawler', requestId],
      queryFn: () =>
        requestParsed(crawlerState, 'GET', assetPaths.crawlerStatus(requestId), {
          query: { id_escritorio: office },
        }),
    }),
}

/**
 * §4: the run's state, asked again every 60 s while the dialog that calls this is open (mounted) and until the run
 * ends; the state the start answered is the first one shown.
 */
export function useCrawlerStatus(office: number, started: CrawlerState | null) {
  return useQuery({
    ...assetQueries.crawler(office, started?.request_id ?? ''),
    enabled: started !== null,
    initialData: started ?? undefined,
    initialDataUpdatedAt: Date.now,
    staleTime: CRAWLER_POLL_MS,
    refetchInterval: (query) => (crawlerEnded(query.state.data) ? false : CRAWLER_POLL_MS),
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: false,
    meta: { silent: true },
  })
}

const silent = { meta: { silent: true } }

export function useRenameAsset(office: number) {
  const queryClient = useQueryClient()
  return useMutation({
    ...silent,
    mutationFn: (body: ChangeName) =>
      requestParsed(changeNameResponse, 'POST', assetPaths.changeName, { body: { ...body, id_escritorio: office } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...assetQueries.all(), office] }),
  })
}

export function useConfirmCotization(office: number, client: number, asset: number) {
  const queryClient = useQueryClient()
  return useMutation({
    ...silent,
    mutationFn: (valor: bigint | null) =>
      requestParsed(cotizationResponse, 'POST', assetPaths.cotization, {
        body: {
          id_escritorio: office,
          id_cliente: client,
          id_ativo: asset,
          ...(valor === null ? {} : { valor_centavos: String(valor) }),
        },
      }).then((r) => r.value),
    onSuccess: (value) => {
      queryClient.setQueryData(assetQueries.cotization(office, client, asset).queryKey, value)
      return queryClient.invalidateQueries({ queryKey: assetQueries.rows(office, client).queryKey })
    },
  })
}

export function useAddMissingStock() {
  const queryClient = useQueryClient()
  return useMutation({
    ...silent,
    mutationFn: (stock: string) => api.post(assetPaths.missingStocks, { stock }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetQueries.missingStocks().queryKey }),
  })
}

export function useAddTickerChange() {
  const queryClient = useQueryClient()
  return useMutation({
    ...silent,
    mutationFn: (body: { old_name: string; new_name: string }) => api.post(assetPaths.tickerChanges, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetQueries.all() }),
  })
}

export function useStartCrawler(office: number) {
  return useMutation({
    ...silent,
    mutationFn: (body: { login: string; password: string; token: string }) =>
      requestParsed(crawlerState, 'POST', assetPaths.crawler, { body: { id_escritorio: office, ...body } }),
  })
}
