import { queryOptions } from '@tanstack/react-query'
import type { DreQuery } from '@/contracts/financial'
import { financialPaths } from '@/contracts/financial-paths'
import { lazyContracts, requestParsed } from '@/lib/api/client'
import type { DreGroupingInfo } from './groupings'
import type { DreSearch } from './search'

// Route loaders start these calls from the first-load bundle; the schemas (and zod) load beside them.
const contract = lazyContracts(() => import('@/contracts/financial'))

type Query = Record<string, string | number | boolean | undefined>

/** The §3 DRE query of a page's URL search. Tables always list every period (fill_missing_dates). */
export function dreQueryOf(search: DreSearch, grouping: DreGroupingInfo) {
  const teams = grouping.key === 'equipe' || grouping.key === 'profissional'
  return {
    begin_date: search.inicio,
    end_date: search.fim,
    frequency: search.freq ?? 'Y',
    comparison_from: search.cmp_inicio && search.cmp_fim ? search.cmp_inicio : undefined,
    comparison_to: search.cmp_inicio && search.cmp_fim ? search.cmp_fim : undefined,
    ids: search.ids,
    id_equipe: teams ? search.equipe : undefined,
    hide_until_roi: teams && search.roi ? true : undefined,
    fill_missing_dates: true,
  } satisfies { [K in keyof DreQuery]?: unknown }
}

/** One cell of a DRE table as the detail endpoint reads it. */
export type DetailParams = {
  categoria: number
  begin_date: string
  end_date: string
  type: string
  coluna?: number
  linha?: number
  ids?: string
  id_equipe?: number
}

const dreKey = (office: number) => ['dre', office] as const

export const dreQueries = {
  all: () => ['dre'] as const,
  office: dreKey,
  table: (office: number, grouping: DreGroupingInfo, query: Query) =>
    queryOptions({
      queryKey: [...dreKey(office), 'table', grouping.apiType, query],
      queryFn: ({ signal }) =>
        grouping.key === 'equipe'
          ? // §7: the team grouping is asked with POST.
            requestParsed(contract('dreResponse'), 'POST', financialPaths.teamHistorical(office), {
              body: query,
              json: true,
              signal,
            }).then((r) => r.value)
          : requestParsed(contract('dreResponse'), 'GET', financialPaths.dre(office, grouping.apiType), {
              query,
              signal,
            }).then((r) => r.value),
    }),
  summary: (office: number, kind: string, query: Query = {}) =>
    queryOptions({
      queryKey: [...dreKey(office), 'summary', kind, query],
      queryFn: ({ signal }) =>
        requestParsed(contract('summaryResponse'), 'GET', financialPaths.summary(office, kind), { query, signal }).then(
          (r) => r.value,
        ),
    }),
  detail: (office: number, params: DetailParams) =>
    queryOptions({
      queryKey: [...dreKey(office), 'detail', params],
      queryFn: ({ signal }) => {
        const { categoria, ...query } = params
        return requestParsed(contract('detailResponse'), 'GET', financialPaths.detail(office, categoria), {
          query,
          signal,
        })
      },
    }),
  versions: (office: number) =>
    queryOptions({
      queryKey: [...dreKey(office), 'versions'],
      queryFn: ({ signal }) =>
        requestParsed(contract('versionListResponse'), 'GET', financialPaths.versions(office), { signal }).then(
          (r) => r.value,
        ),
    }),
  tempComparison: (office: number, type: string) =>
    queryOptions({
      queryKey: [...dreKey(office), 'temp-comparison', type],
      queryFn: ({ signal }) =>
        requestParsed(contract('tempComparisonResponse'), 'GET', financialPaths.tempComparison(office, type), {
          signal,
        }).then((r) => r.value),
    }),
  tempDfcComparison: (office: number) =>
    queryOptions({
      // Under 'temp-comparison': an upload, publish or discard refreshes it with the DRE comparison.
      queryKey: [...dreKey(office), 'temp-comparison', 'dfc'],
      queryFn: ({ signal }) =>
        requestParsed(contract('tempDfcComparisonResponse'), 'GET', financialPaths.tempDfcComparison(office), {
          signal,
        }).then((r) => r.value),
    }),
  lastUpdate: (office: number) =>
    queryOptions({
      queryKey: [...dreKey(office), 'last-update'],
      queryFn: ({ signal }) =>
        requestParsed(contract('lastUpdateResponse'), 'GET', financialPaths.lastUpdate(office), { signal }).then(
          (r) => r.value,
        ),
    }),
  resultLines: (office: number) =>
    queryOptions({
      queryKey: [...dreKey(office), 'result-lines'],
      queryFn: ({ signal }) =>
        requestParsed(contract('resultLinesResponse'), 'GET', financialPaths.resultLines(office), { signal }).then(
          (r) => r.value,
        ),
    }),
}
