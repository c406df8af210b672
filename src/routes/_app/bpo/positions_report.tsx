import { createFileRoute } from '@tanstack/react-router'
import { PositionsPage } from '@/features/bpo/statements/positions-page'
import { statementsSearchSchema } from '@/features/bpo/statements/statements-search'

export const Route = createFileRoute('/_app/bpo/positions_report')({
  validateSearch: statementsSearchSchema,
  component: Page,
})

function Page() {
  const navigate = Route.useNavigate()
  return (
    <PositionsPage
      search={Route.useSearch()}
      onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })}
    />
  )
}
