import { createFileRoute, redirect } from '@tanstack/react-router'
import { sessionStore } from '@/features/session/session-store'
import { canOpen, roleFromFlags } from '@/lib/roles'

/** §2: /comissoes redirects to the models; an advisor, who reads only their own month, to the month's review. */
export const Route = createFileRoute('/_app/comissoes/')({
  beforeLoad: () => {
    const user = sessionStore.get()
    const models = !user || canOpen(roleFromFlags(user), '/comissoes/modelos')
    throw redirect({ to: models ? '/comissoes/modelos' : '/comissoes/apuracao' })
  },
})
