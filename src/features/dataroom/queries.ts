import { queryOptions } from '@tanstack/react-query'
import { type DataroomFileKind, dataroomFilePaths, dataroomPaths } from '@/contracts/dataroom-catalogue'
import { jobPath } from '@/contracts/jobs'
import { lazyContracts, requestParsed } from '@/lib/api/client'

const contract = lazyContracts(() => import('@/contracts/dataroom'))
const jobContract = lazyContracts(() => import('@/contracts/jobs'))

export const dataroomQueries = {
  all: () => ['dataroom'] as const,
  office: (office: number) => [...dataroomQueries.all(), office] as const,
  uploads: (office: number, categoria?: string) =>
    queryOptions({
      queryKey: [...dataroomQueries.office(office), 'envios', categoria ?? 'todas'],
      queryFn: ({ signal }) =>
        requestParsed(contract('dataroomListResponse'), 'GET', dataroomPaths.uploads(office), {
          query: { categoria },
          signal,
        }).then((r) => r.value),
    }),
  /** The missing-months report of one office, or (staff, `null`) of every office. */
  missing: (office: number | null) =>
    queryOptions({
      queryKey: [...dataroomQueries.all(), 'meses-faltando', office ?? 'todos'],
      queryFn: ({ signal }) =>
        requestParsed(contract('missingMonthsResponse'), 'GET', dataroomPaths.missingMonths, {
          query: { id_escritorio: office ?? undefined },
          signal,
        }).then((r) => r.value),
    }),
  internal: (office: number | null) =>
    queryOptions({
      queryKey: [...dataroomQueries.all(), 'interno', office ?? 'todos'],
      queryFn: ({ signal }) =>
        requestParsed(contract('internalListResponse'), 'GET', dataroomPaths.internal, {
          query: { id_escritorio: office ?? undefined },
          signal,
        }).then((r) => r.value),
    }),
  /** Repository or strategy-base files of the office, every version. */
  files: (office: number, kind: DataroomFileKind) =>
    queryOptions({
      queryKey: [...dataroomQueries.office(office), 'arquivos', kind],
      queryFn: ({ signal }) =>
        requestParsed(contract('dataroomFilesResponse'), 'GET', dataroomFilePaths.list(office, kind), {
          signal,
        }).then((r) => r.value),
    }),
  comments: (office: number) =>
    queryOptions({
      queryKey: [...dataroomQueries.office(office), 'comentarios'],
      queryFn: ({ signal }) =>
        requestParsed(contract('officeCommentsResponse'), 'GET', dataroomFilePaths.comments, {
          query: { id_escritorio: office },
          signal,
        }).then((r) => r.value),
    }),
  consolidations: (office: number) =>
    queryOptions({
      queryKey: [...dataroomQueries.office(office), 'consolidacoes'],
      queryFn: ({ signal }) =>
        requestParsed(contract('consolidationsResponse'), 'GET', dataroomFilePaths.consolidation, {
          query: { id_escritorio: office },
          signal,
        }).then((r) => r.value),
    }),
  job: (office: number, id: string) =>
    queryOptions({
      queryKey: [...dataroomQueries.office(office), 'tarefa', id],
      queryFn: ({ signal }) =>
        requestParsed(jobContract('jobStatusResponse'), 'GET', jobPath(office, id), { signal }).then((r) => r.value),
    }),
}
