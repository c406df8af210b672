import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/_app/financeiro/')({
  beforeLoad: () => {
    throw redirect({ to: '/financeiro/visao_geral' })
  },
})
