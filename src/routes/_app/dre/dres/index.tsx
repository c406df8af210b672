import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/_app/dre/dres/')({
  beforeLoad: () => {
    throw redirect({ to: '/dre/dres/dre-pj' })
  },
})
