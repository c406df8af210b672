import { z } from 'zod'
import { envelope } from './envelope'
import { formBoolean } from './form-boolean'

export const officePermission = z.object({ funcionalidade: z.string(), titulo: z.string(), possui_acesso: z.boolean() })
export type OfficePermission = z.infer<typeof officePermission>
export const officePermissionsResponse = envelope(
  z.object({ id_escritorio: z.number().int(), permissoes: z.array(officePermission) }),
)

/** PUT office permission: the §5 rule (id > 0 and a feature name) is checked by the route, not by zod. */
export const officePermissionBody = z.object({
  funcionalidade: z.string().optional(),
  possui_acesso: formBoolean.optional(),
})

export const permissionParams = z.object({ id: z.string() })
