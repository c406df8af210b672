import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/_app/validation/')({
  beforeLoad: () => {
    throw redirect({ to: '/validation/home' })
  },
})
