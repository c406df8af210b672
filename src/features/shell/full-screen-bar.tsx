import { useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { OfficeLogo } from '../theme/office-logo'

/** The bar of a full-screen route (`hideNavigation`): the brand and 'Voltar', nothing to navigate away with. */
export function FullScreenBar() {
  const router = useRouter()
  const canGoBack = useCanGoBack()
  const navigate = useNavigate()
  const back = () => (canGoBack ? router.history.back() : void navigate({ to: '/home' }))
  return (
    <header className="sticky top-0 z-30 flex h-14 shrink-0 items-center gap-3 border-b bg-card/95 px-4 backdrop-blur">
      <Button variant="ghost" onClick={back}>
        <ArrowLeft /> Voltar
      </Button>
      <div className="ml-auto flex items-center gap-2">
        <OfficeLogo className="size-7 shrink-0 rounded object-contain" />
        <span className="hidden text-sm font-bold tracking-tight sm:inline">AAWZ Back-office</span>
      </div>
    </header>
  )
}
