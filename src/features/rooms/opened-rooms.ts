import { useSyncExternalStore } from 'react'
import { leaveRoom, openRoom } from './room-rules'

/**
 * The rooms open in this browser tab (§4 "opened rooms"): a tab's own state, not shared with other tabs (a
 * room open in one tab is not being read in another). The live stream tells the server which one it shows.
 */
let opened: readonly string[] = []
const listeners = new Set<() => void>()
const set = (next: readonly string[]) => {
  opened = next
  for (const listener of listeners) listener()
}

export const openedRooms = {
  get: () => opened,
  open: (token: string) => set(openRoom(opened, token)),
  leave: (token: string) => set(leaveRoom(opened, token)),
  use: () =>
    useSyncExternalStore(
      (listener) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
      () => opened,
    ),
}
