import { queryOptions, useQuery } from '@tanstack/react-query'
import { featureOfPath } from '@/contracts/features'
import { paths } from '@/contracts/paths'
import { lazyContracts, requestParsed } from '@/lib/api/client'
import { useSession } from '../session/session-store'

// The layout's guard asks for this on every first load: the schema (and zod) load beside the call.
const contract = lazyContracts(() => import('@/contracts/access'))

export const permissionQueries = {
  all: () => ['office-permissions'] as const,
  office: (id: number) =>
    queryOptions({
      queryKey: [...permissionQueries.all(), id],
      queryFn: () =>
        requestParsed(contract('officePermissionsResponse'), 'GET', paths.officePermission(id)).then((r) => r.value),
      staleTime: 60_000,
    }),
}

/**
 * Whether a route belongs to a feature the user's office lacks (src/contracts/access.ts).
 * Staff are never restricted, as on the server.
 */
export function useFeatureOff(): (path: string) => boolean {
  const user = useSession()
  const office = user && !user.IS_EQUIPE ? (user.escritorio?.id ?? null) : null
  const { data } = useQuery({ ...permissionQueries.office(office ?? 0), enabled: office !== null })
  return featureOffIn(data)
}

type OfficePermissions = Awaited<ReturnType<NonNullable<ReturnType<typeof permissionQueries.office>['queryFn']>>>

export function featureOffIn(
  permissions: Pick<OfficePermissions, 'permissoes'> | undefined,
): (path: string) => boolean {
  const off = new Set(permissions?.permissoes.filter((p) => !p.possui_acesso).map((p) => p.funcionalidade))
  return (path) => {
    const feature = featureOfPath(path)
    return feature !== undefined && off.has(feature)
  }
}
