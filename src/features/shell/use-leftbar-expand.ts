import { useMemo } from 'react'
import { createLocalStore } from '@/lib/local-store'
import { userConfigKey } from '../session/session-store'

type UserConfig = { leftbar_expand?: boolean }

/** §2: the drawer choice persists per user (leftbar_expand, default true). */
export function useLeftbarExpand(idInterno: number) {
  const store = useMemo(() => createLocalStore<UserConfig>(userConfigKey(idInterno), {}), [idInterno])
  const config = store.use()
  const expanded = config.leftbar_expand ?? true
  return [expanded, (next: boolean) => store.set((c) => ({ ...c, leftbar_expand: next }))] as const
}
