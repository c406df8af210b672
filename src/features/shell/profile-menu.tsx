import { ChevronDown, LogOut, MessageSquarePlus } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import type { CurrentUser } from '@/contracts/session'
import { initials } from '@/lib/text'
import { firstName } from '../session/session-store'
import { SuggestionDialog } from '../suggestions/suggestion-dialog'

type Props = { user: CurrentUser; onLogout: () => void }

/** §2 profile menu: first name, the office for advisors, 'Enviar sugestão', 'Sair'. */
export function ProfileMenu({ user, onLogout }: Props) {
  const [suggesting, setSuggesting] = useState(false)
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" className="gap-2 px-2" aria-label="Menu do perfil">
            <span className="grid size-7 place-items-center rounded-full bg-brand text-xs font-bold text-brand-foreground">
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
          <DropdownMenuItem onSelect={() => setSuggesting(true)}>
            <MessageSquarePlus /> Enviar sugestão
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={onLogout}>
            <LogOut /> Sair
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <SuggestionDialog open={suggesting} onOpenChange={setSuggesting} />
    </>
  )
}
