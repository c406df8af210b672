import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/_app/professional/')({
  beforeLoad: () => {
    throw redirect({ to: '/professional/acessos' })
  },
})
