import { createFileRoute } from '@tanstack/react-router'
import { RequestsPage } from '@/features/bpo/requests/requests-page'
import { requestsSearchSchema } from '@/features/bpo/requests/requests-search'

export const Route = createFileRoute('/_app/bpo/requisicoes')({
  validateSearch: requestsSearchSchema,
  component: Page,
})

function Page() {
  const navigate = Route.useNavigate()
  return (
    <RequestsPage
      search={Route.useSearch()}
      onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })}
    />
  )
}
