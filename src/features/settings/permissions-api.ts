import { queryOptions, useQuery } from '@tanstack/react-query'
import { featureNames, featureOfPath, type OfficePermission, officePermissionsResponse } from '@/contracts/access'
import { paths } from '@/contracts/paths'
import { defineCollection } from '@/db/collections'
import { useCollection, useQueueEdit } from '@/db/use-collection'
import { requestParsed } from '@/lib/api/client'
import { useSession } from '../session/session-store'

export const permissionQueries = {
  all: () => ['office-permissions'] as const,
  office: (id: number) =>
    queryOptions({
      queryKey: [...permissionQueries.all(), id],
      queryFn: () => requestParsed(officePermissionsResponse, 'GET', paths.officePermission(id)).then((r) => r.value),
      staleTime: 60_000,
    }),
}

/** An office's features, one row per funcionalidade, scoped by office: /settings/permissions opens offline. */
export const permissionsCollection = defineCollection<OfficePermission>('permissoes', (p) => p.funcionalidade)

/** The server's order: the order features are declared in (src/contracts/access.ts). */
const rank = (p: OfficePermission) => featureNames.indexOf(p.funcionalidade)
const declared = (a: OfficePermission, b: OfficePermission) => rank(a) - rank(b)

export function useOfficePermissions(officeId: number) {
  return useCollection(
    permissionsCollection,
    String(officeId),
    {
      queryKey: [...permissionQueries.all(), officeId, 'lista'],
      fetch: () =>
        requestParsed(officePermissionsResponse, 'GET', paths.officePermission(officeId)).then(
          (r) => r.value.permissoes,
        ),
    },
    declared,
  )
}

/**
 * A toggle goes through the outbox. It is last-writer-wins per feature (the PUT carries the whole state of
 * that one feature), so it is sent without a version and never meets a 409.
 */
export function useSetPermission(officeId: number) {
  const queue = useQueueEdit()
  return (permission: OfficePermission, possui_acesso: boolean) =>
    queue<OfficePermission>({
      collection: permissionsCollection,
      scope: String(officeId),
      rowId: permission.funcionalidade,
      label: `Funcionalidade ${permission.titulo}: ${possui_acesso ? 'ativada' : 'desativada'}`,
      method: 'PUT',
      url: paths.officePermission(officeId),
      body: { funcionalidade: permission.funcionalidade, possui_acesso },
      baseVersion: null,
      after: { ...permission, possui_acesso },
    })
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
