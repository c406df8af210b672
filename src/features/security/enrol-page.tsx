import { useRouter } from '@tanstack/react-router'
import { ShieldCheck } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { AuthLayout } from '@/features/session/auth-layout'
import { sessionStore } from '@/features/session/session-store'
import { useLogout } from '@/features/session/use-logout'
import { EnrolmentPanel } from './enrolment-panel'

/**
 * Staff (or a gestor whose office asks for it) without a second factor: the session reaches nothing else until
 * it is enrolled here; then the app opens as usual.
 */
export function EnrolPage() {
  const router = useRouter()
  const logout = useLogout()
  const done = async () => {
    sessionStore.set((user) => (user ? { ...user, inscrever_segundo_fator: false } : user))
    await router.navigate({ to: '/home', replace: true })
  }
  return (
    <AuthLayout>
      <div className="grid w-full max-w-xl gap-5">
        <div className="space-y-1">
          <span className="grid size-10 place-items-center rounded-lg bg-brand/10 text-brand">
            <ShieldCheck className="size-5" aria-hidden />
          </span>
          <h1 className="pt-2 text-2xl font-semibold tracking-tight">Ative a verificação em duas etapas</h1>
          <p className="text-sm text-muted-foreground">
            A sua conta exige um código do aplicativo autenticador, além da senha, para entrar. Ative agora para
            continuar.
          </p>
        </div>
        <EnrolmentPanel onDone={() => void done()} doneLabel="Continuar" />
        <Button type="button" variant="ghost" className="justify-self-start" onClick={() => void logout()}>
          Sair
        </Button>
      </div>
    </AuthLayout>
  )
}
