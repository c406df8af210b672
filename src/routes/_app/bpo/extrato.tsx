import { createFileRoute } from '@tanstack/react-router'
import { StatementsPage } from '@/features/bpo/statements/statements-page'
import { statementsSearchSchema } from '@/features/bpo/statements/statements-search'

export const Route = createFileRoute('/_app/bpo/extrato')({
  validateSearch: statementsSearchSchema,
  component: Page,
})

function Page() {
  const navigate = Route.useNavigate()
  return (
    <StatementsPage
      search={Route.useSearch()}
      onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })}
    />
  )
}
