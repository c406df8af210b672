import { createFileRoute, redirect } from '@tanstack/react-router'
import { sendAdvisorToOwnDre } from '@/features/dre/access'

export const Route = createFileRoute('/_app/dre/comparative/')({
  beforeLoad: () => {
    sendAdvisorToOwnDre()
    throw redirect({ to: '/dre/comparative/$type', params: { type: 'geral' } })
  },
})
