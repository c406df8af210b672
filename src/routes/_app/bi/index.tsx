import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/_app/bi/')({
  beforeLoad: () => {
    throw redirect({ to: '/bi/home' })
  },
})
