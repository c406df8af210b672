import { queryOptions } from '@tanstack/react-query'
import { roomPaths } from '@/contracts/room-paths'
import { request } from '@/lib/api/client'
import { acceptRooms } from './room-rules'

/**
 * The rooms list, read by the shell's badge and the rooms page alike. Kept free of zod (the shell does not
 * carry it): acceptRooms checks the items. §8: a failed list is an empty list and the loading ends.
 */
export const roomQueries = {
  all: () => ['rooms'] as const,
  office: (office: number) => [...roomQueries.all(), office] as const,
  list: (office: number) =>
    queryOptions({
      queryKey: [...roomQueries.office(office), 'list'],
      queryFn: () =>
        request<{ value?: unknown }>('GET', roomPaths.rooms(office)).then(
          (r) => acceptRooms(r.value),
          () => [],
        ),
    }),
  messagesKey: (office: number, token: string) => [...roomQueries.office(office), 'messages', token] as const,
}
