import { type OfficePermission, officePermissionsResponse } from '@/contracts/access'
import { featureNames } from '@/contracts/features'
import { paths } from '@/contracts/paths'
import { defineCollection } from '@/db/collections'
import { useCollection, useQueueEdit } from '@/db/use-collection'
import { requestParsed } from '@/lib/api/client'
import { permissionQueries } from './permission-queries'

/**
 * An office's features, one row per funcionalidade, scoped by office: /settings/permissions opens offline.
 * Shown in the server's order: the order features are declared in (src/contracts/access.ts).
 */
export const permissionsCollection = defineCollection<OfficePermission>('permissoes', (p) => p.funcionalidade, {
  order: {
    name: 'declared',
    key: (p) => String(featureNames.indexOf(p.funcionalidade)).padStart(4, '0'),
    descending: false,
  },
})

export function useOfficePermissions(officeId: number) {
  return useCollection(permissionsCollection, String(officeId), {
    queryKey: [...permissionQueries.all(), officeId, 'lista'],
    fetch: () =>
      requestParsed(officePermissionsResponse, 'GET', paths.officePermission(officeId)).then((r) => r.value.permissoes),
  })
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
