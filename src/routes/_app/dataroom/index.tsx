import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/_app/dataroom/')({
  beforeLoad: () => {
    throw redirect({ to: '/dataroom/geral' })
  },
})
