import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/login_plataforma')({
  beforeLoad: () => {
    throw redirect({ to: '/home' })
  },
})
