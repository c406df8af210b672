import { createFileRoute } from '@tanstack/react-router'
import { PortfolioPage } from '@/features/clients/portfolio-page'
import { idParam, searchSchema } from '@/lib/search-params'

const search = searchSchema({ cliente: idParam })

export const Route = createFileRoute('/_app/carteira/')({
  validateSearch: search,
  staticData: { showClient: true },
  component: function CarteiraRoute() {
    const { cliente } = Route.useSearch()
    return <PortfolioPage clientId={cliente} />
  },
})
