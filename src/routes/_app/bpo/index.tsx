import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/_app/bpo/')({
  beforeLoad: () => {
    throw redirect({ to: '/bpo/requisicoes' })
  },
})
