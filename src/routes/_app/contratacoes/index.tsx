import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/_app/contratacoes/')({
  beforeLoad: () => {
    throw redirect({ to: '/contratacoes/regras' })
  },
})
