import { createFileRoute, redirect } from '@tanstack/react-router'
import { EnrolPage } from '@/features/security/enrol-page'
import { sessionStore } from '@/features/session/session-store'

export const Route = createFileRoute('/verificacao-em-duas-etapas')({
  beforeLoad: () => {
    const user = sessionStore.get()
    if (!user) throw redirect({ to: '/login' })
    if (!user.inscrever_segundo_fator) throw redirect({ to: '/seguranca' })
  },
  component: EnrolPage,
})
