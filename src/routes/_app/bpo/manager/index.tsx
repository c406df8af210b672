import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/_app/bpo/manager/')({
  beforeLoad: () => {
    throw redirect({ to: '/bpo/manager/providers' })
  },
})
