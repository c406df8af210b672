import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { NOTIFICATION_PAGE, type Notification, notificationListResponse } from '@/contracts/notifications'
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

type OlderPages = { pages: { items: Notification[] }[] }

/**
 * The notifications older than the newest page (kept offline), a page at a time from the server once the user
 * asks ('Carregar mais'): the cursor is the oldest one shown. Only for the open drawer, not kept on the device.
 */
export function useOlderNotifications(newest: readonly Notification[] | undefined) {
  // Fixed when first asked: a row marked read here joins the newest ones on the device until their next refresh.
  const [cursor, setCursor] = useState<number>()
  const asked = cursor !== undefined
  const queryClient = useQueryClient()
  const queryKey = ['notifications', 'older', cursor] as const
  const query = useInfiniteQuery({
    queryKey,
    enabled: asked,
    initialPageParam: cursor ?? 0,
    queryFn: ({ pageParam, signal }) =>
      requestParsed(notificationListResponse, 'GET', paths.notifications, { query: { antes: pageParam }, signal }).then(
        (r) => r.value,
      ),
    getNextPageParam: (last) => (last.mais ? last.items.at(-1)?.id : undefined),
    staleTime: Number.POSITIVE_INFINITY,
  })
  const shown = new Set(newest?.map((n) => n.id))
  const items = (query.data?.pages ?? []).flatMap((p) => p.items).filter((n) => !shown.has(n.id))
  // The newest page is full: older ones may remain until a page says there are no more.
  const more = asked ? query.hasNextPage : (newest?.length ?? 0) >= NOTIFICATION_PAGE
  return {
    items,
    more,
    loading: query.isFetching,
    failed: query.isError,
    loadMore: () => (asked ? void query.fetchNextPage() : setCursor(newest?.at(-1)?.id)),
    /** Shows an older one read at once (the mark itself goes through the outbox). */
    markedRead: (id: number) =>
      queryClient.setQueryData<OlderPages>(queryKey, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((p) => ({
                ...p,
                items: p.items.map((n) => (n.id === id ? { ...n, lida: true } : n)),
              })),
            }
          : data,
      ),
  }
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
