import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/_app/comissoes/')({
  beforeLoad: () => {
    throw redirect({ to: '/comissoes/modelos' })
  },
})
