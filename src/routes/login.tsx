import { createFileRoute, redirect } from '@tanstack/react-router'
import { LoginPage } from '@/features/session/login-page'
import { sessionStore } from '@/features/session/session-store'
import { searchSchema, textParam } from '@/lib/search-params'

export const Route = createFileRoute('/login')({
  validateSearch: searchSchema({ redirect: textParam }),
  beforeLoad: () => {
    if (sessionStore.get()) throw redirect({ to: '/home' })
  },
  component: LoginPage,
})
