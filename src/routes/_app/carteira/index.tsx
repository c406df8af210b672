import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { PortfolioPage } from '@/features/clients/portfolio-page'

const search = z.object({ cliente: z.coerce.number().int().positive().optional().catch(undefined) })

export const Route = createFileRoute('/_app/carteira/')({
  validateSearch: search,
  staticData: { showClient: true },
  component: function CarteiraRoute() {
    const { cliente } = Route.useSearch()
    return <PortfolioPage clientId={cliente} />
  },
})
