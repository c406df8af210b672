import { type Notification, notificationListResponse } from '@/contracts/notifications'
import { paths } from '@/contracts/paths'
import { defineCollection } from '@/db/collections'
import { useCollection, useQueueEdit } from '@/db/use-collection'
import { requestParsed } from '@/lib/api/client'

/** 'Minhas notificações' of this user (the local database is already per user). */
export const notificationsCollection = defineCollection<Notification>('notificacoes', (n) => String(n.id), {
  order: {
    name: 'newest',
    key: (n) => `${n.data_criacao}|${String(n.id).padStart(12, '0')}`,
    descending: true,
  },
})
const SCOPE = 'minhas'

/** The notifications, from IndexedDB at once (so the drawer opens offline), refreshed every minute. */
export function useNotifications() {
  const { rows, refreshFailed, refreshing } = useCollection(notificationsCollection, SCOPE, {
    queryKey: ['notifications', 'list'],
    fetch: () => requestParsed(notificationListResponse, 'GET', paths.notifications).then((r) => r.value.items),
    refetchInterval: 60_000,
  })
  const unread = rows?.filter((n) => !n.lida).length ?? 0
  return { items: rows, unread, refreshFailed, refreshing }
}

/** Mark as read goes through the outbox: the drawer shows it read at once, the server learns when it can. */
export function useMarkNotificationRead() {
  const queue = useQueueEdit()
  return (n: Notification) =>
    queue<Notification>({
      collection: notificationsCollection,
      scope: SCOPE,
      rowId: String(n.id),
      label: `Notificação lida: ${n.titulo}`,
      method: 'PUT',
      url: paths.notificationRead(n.id),
      baseVersion: null,
      after: { ...n, lida: true },
    })
}

/** 'Marcar todas como lidas': one queued mark per unread notification, so it works offline like one mark. */
export function useMarkAllNotificationsRead() {
  const markRead = useMarkNotificationRead()
  return async (items: readonly Notification[]) => {
    for (const n of items) if (!n.lida) await markRead(n)
  }
}
