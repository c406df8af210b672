import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/_app/dre/comparative/')({
  beforeLoad: () => {
    throw redirect({ to: '/dre/comparative/$type', params: { type: 'geral' } })
  },
})
