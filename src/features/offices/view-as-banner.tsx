import { Eye } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useSession } from '../session/session-store'
import { originSessionStore, useLeaveView } from './view-as'

/**
 * While someone views the app as another user: who, that the view only reads (the server refuses every write of a
 * view session), and the way back to their own session and page.
 */
export function ViewAsBanner() {
  const origin = originSessionStore.use()
  const user = useSession()
  const leave = useLeaveView()
  if (!origin || !user) return null
  return (
    <div
      role="status"
      data-testid="vendo-como"
      className="flex items-center gap-3 bg-foreground px-4 py-1.5 text-sm text-background"
    >
      <Eye className="size-4 shrink-0" aria-hidden />
      <span className="min-w-0 flex-1">
        Visualizando como <strong>{user.nome}</strong> — somente leitura
      </span>
      <Button size="sm" variant="secondary" onClick={() => void leave()}>
        Voltar
      </Button>
    </div>
  )
}
