import { createFileRoute, redirect } from '@tanstack/react-router'
import { sendAdvisorToOwnDre } from '@/features/dre/access'

export const Route = createFileRoute('/_app/dre/dres/')({
  beforeLoad: () => {
    sendAdvisorToOwnDre()
    throw redirect({ to: '/dre/dres/dre-pj' })
  },
})
