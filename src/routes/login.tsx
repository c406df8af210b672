import { createFileRoute, redirect } from '@tanstack/react-router'
import { z } from 'zod'
import { LoginPage } from '@/features/session/login-page'
import { sessionStore } from '@/features/session/session-store'

export const Route = createFileRoute('/login')({
  validateSearch: z.object({ redirect: z.string().optional().catch(undefined) }),
  beforeLoad: () => {
    if (sessionStore.get()) throw redirect({ to: '/home' })
  },
  component: LoginPage,
})
