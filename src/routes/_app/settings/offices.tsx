import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { OfficesPage } from '@/features/settings/offices-page'

const search = z.object({ aba: z.enum(['escritorios', 'auditoria', 'sugestoes', 'erros']).optional().catch(undefined) })

export const Route = createFileRoute('/_app/settings/offices')({
  validateSearch: search,
  component: function OfficesRoute() {
    const { aba } = Route.useSearch()
    return <OfficesPage tab={aba ?? 'escritorios'} />
  },
})
