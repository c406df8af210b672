import { ArrowLeftRight } from 'lucide-react'
import { DropdownMenuItem } from '@/components/ui/dropdown-menu'
import type { CurrentUser } from '@/contracts/session'
import { ONLINE_ONLY_MESSAGE } from '@/db/online-only'
import { useOnline } from '@/lib/online'
import { originSessionStore } from '../offices/view-as'
import { canSwitchProfile, useProfileSwitch } from './profile-switch'

/** Profile menu: 'Ver como cliente' / 'Voltar à visão profissional' for a person with both profiles. */
export function ProfileSwitchItem({ user }: { user: CurrentUser }) {
  const online = useOnline()
  const inView = originSessionStore.use() !== null
  const change = useProfileSwitch()
  if (!canSwitchProfile(user) || inView) return null
  return (
    <DropdownMenuItem
      disabled={!online || change.isPending}
      title={online ? undefined : ONLINE_ONLY_MESSAGE}
      onSelect={() => change.mutate(!user.IS_CLIENTE)}
    >
      <ArrowLeftRight /> {user.IS_CLIENTE ? 'Voltar à visão profissional' : 'Ver como cliente'}
    </DropdownMenuItem>
  )
}
