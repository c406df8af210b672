import { z } from 'zod'
import { envelope } from './envelope'
import { recordId } from './primitives'

/** §3: tipo of a professional notification. */
export const notificationKind = z.enum(['default', 'danger', 'success', 'warning', 'info'])

export const notification = z.object({
  id: z.number().int(),
  tipo: notificationKind,
  titulo: z.string(),
  corpo: z.string(),
  rota: z.string().nullable(),
  lida: z.boolean(),
  data_criacao: z.string(),
})
export type Notification = z.infer<typeof notification>

export const notificationListResponse = envelope(
  z.object({ kind: z.enum(['sistema', 'comunicados']), unread: z.number().int(), items: z.array(notification) }),
)
export type NotificationList = z.infer<typeof notificationListResponse>['value']
export const notificationIdParams = z.object({ id: recordId() })
