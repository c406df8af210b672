import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/_app/dre/')({
  beforeLoad: () => {
    throw redirect({ to: '/dre/dres' })
  },
})
