import { Link } from '@tanstack/react-router'
import { ChevronDown, KeyRound, LogOut, MessageSquarePlus, ShieldCheck } from 'lucide-react'
import { useState } from 'react'
import { lazyNamed, MountWhenOpened } from '@/components/lazy-parts'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { SECURITY_ROUTE } from '@/contracts/security-paths'
import type { CurrentUser } from '@/contracts/session'
import { ONLINE_ONLY_MESSAGE } from '@/db/online-only'
import { useSyncLater } from '@/db/sync-context'
import { useOnline } from '@/lib/online'
import { initials } from '@/lib/text'
import { LogoutConfirmDialog } from '../session/logout-confirm-dialog'
import { ProfileSwitchItem } from '../session/profile-switch-item'
import { firstName } from '../session/session-store'
import { useLogout } from '../session/use-logout'

type Props = { user: CurrentUser }

const SuggestionDialog = lazyNamed(() => import('../suggestions/suggestion-dialog').then((m) => m.SuggestionDialog))
const ChangePasswordDialog = lazyNamed(() =>
  import('@/components/dialogs/change-password-dialog').then((m) => m.ChangePasswordDialog),
)

/** §2 profile menu: first name, the office for advisors, 'Enviar sugestão', 'Alterar senha', 'Segurança', 'Sair'. */
export function ProfileMenu({ user }: Props) {
  const [suggesting, setSuggesting] = useState(false)
  const [changingPassword, setChangingPassword] = useState(false)
  // Edits not yet sent, counted when 'Sair' is chosen (the local database loads after the first page).
  const [pending, setPending] = useState(0)
  const [confirmingLogout, setConfirmingLogout] = useState(false)
  const sync = useSyncLater()
  const online = useOnline()
  const logout = useLogout()
  const onLogout = async () => {
    const count = await (await sync()).db.outbox.count()
    setPending(count)
    if (count > 0) setConfirmingLogout(true)
    else await logout()
  }
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            className="gap-2 px-2"
            aria-label={`${initials(user.nome) || 'U'} ${firstName(user)}, menu do perfil`}
          >
            <span
              aria-hidden
              className="grid size-7 place-items-center rounded-full bg-brand text-xs font-bold text-brand-foreground"
            >
              {initials(user.nome) || 'U'}
            </span>
            <span className="hidden text-sm font-medium sm:inline">{firstName(user)}</span>
            <ChevronDown className="text-muted-foreground" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuLabel>
            <span className="block text-sm font-semibold text-foreground">{firstName(user)}</span>
            <span className="block">{user.email}</span>
            {user.IS_ASSESSOR && user.escritorio ? (
              <span className="mt-1 block" data-testid="perfil-escritorio">
                {user.escritorio.nome}
              </span>
            ) : null}
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <ProfileSwitchItem user={user} />
          <DropdownMenuItem onSelect={() => setSuggesting(true)}>
            <MessageSquarePlus /> Enviar sugestão
          </DropdownMenuItem>
          <DropdownMenuItem
            disabled={!online}
            title={online ? undefined : ONLINE_ONLY_MESSAGE}
            onSelect={() => setChangingPassword(true)}
          >
            <KeyRound /> Alterar senha
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to={SECURITY_ROUTE}>
              <ShieldCheck /> Segurança
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void onLogout()}>
            <LogOut /> Sair
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <MountWhenOpened open={suggesting}>
        <SuggestionDialog open={suggesting} onOpenChange={setSuggesting} />
      </MountWhenOpened>
      <MountWhenOpened open={changingPassword}>
        <ChangePasswordDialog open={changingPassword} onOpenChange={setChangingPassword} isClient={user.IS_CLIENTE} />
      </MountWhenOpened>
      <LogoutConfirmDialog
        pending={pending}
        open={confirmingLogout}
        onOpenChange={setConfirmingLogout}
        onConfirm={() => void logout()}
      />
    </>
  )
}
