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

/** 'Minhas notificações' are read newest page first; `antes` (a notification id) asks for the page before it. */
export const NOTIFICATION_PAGE = 100
export const notificationListQuery = z.object({ antes: recordId('Notificação não encontrada').optional() })

export const notificationListResponse = envelope(
  z.object({
    kind: z.enum(['sistema', 'comunicados']),
    /** Every unread notification of the user, not only this page's. */
    unread: z.number().int(),
    items: z.array(notification),
    /** Older notifications remain (ask with `antes` = the last item's id). */
    mais: z.boolean(),
  }),
)
export type NotificationList = z.infer<typeof notificationListResponse>['value']
export const notificationIdParams = z.object({ id: recordId() })
