import { createFileRoute } from '@tanstack/react-router'
import { PortfolioPage } from '@/features/clients/portfolio-page'

export const Route = createFileRoute('/_app/carteira/minha')({
  staticData: { showClient: true },
  component: () => <PortfolioPage />,
})
