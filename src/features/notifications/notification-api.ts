import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { notificationListResponse } from '@/contracts/notifications'
import { paths } from '@/contracts/paths'
import { api, requestParsed } from '@/lib/api/client'

export const notificationQueries = {
  all: () => ['notifications'] as const,
  list: () =>
    queryOptions({
      queryKey: [...notificationQueries.all(), 'list'],
      queryFn: () => requestParsed(notificationListResponse, 'GET', paths.notifications).then((r) => r.value),
      refetchInterval: 60_000,
    }),
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.put(paths.notificationRead(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationQueries.all() }),
  })
}
