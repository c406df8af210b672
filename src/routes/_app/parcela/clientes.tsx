import { createFileRoute } from '@tanstack/react-router'
import { ClientInstalmentsPage } from '@/features/billing/client-instalments-page'
import { clientSearch } from '@/features/billing/search'

export const Route = createFileRoute('/_app/parcela/clientes')({
  validateSearch: clientSearch,
  component: Page,
})

function Page() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <ClientInstalmentsPage
      client={search.cliente}
      onClient={(cliente) => void navigate({ search: { cliente }, replace: true })}
    />
  )
}
