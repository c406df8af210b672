import { Eye } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useSession } from '../session/session-store'
import { originSessionStore, useLeaveView } from './view-as'

/** While someone views the app as another user: who, and the way back to their own session and page. */
export function ViewAsBanner() {
  const origin = originSessionStore.use()
  const user = useSession()
  const leave = useLeaveView()
  if (!origin || !user) return null
  return (
    <div
      role="status"
      data-testid="vendo-como"
      className="fixed bottom-4 left-1/2 z-50 flex -translate-x-1/2 items-center gap-3 rounded-full bg-foreground px-4 py-2 text-sm text-background shadow-lg"
    >
      <Eye className="size-4" aria-hidden />
      <span>
        Vendo como <strong>{user.nome}</strong> ({user.IS_CLIENTE ? 'cliente' : 'profissional'})
      </span>
      <Button size="sm" variant="secondary" onClick={() => void leave()}>
        Voltar
      </Button>
    </div>
  )
}
