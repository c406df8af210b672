import { createFileRoute } from '@tanstack/react-router'
import { billsSearchSchema } from '@/features/bpo/bills/bills-search'
import { ErpBoardPage } from '@/features/bpo/erp/erp-board-page'

export const Route = createFileRoute('/_app/bpo/erp')({
  // The bills pages' search: the board reads its period (inicio, fim), a link from a list keeps it.
  validateSearch: billsSearchSchema,
  component: Page,
})

function Page() {
  const navigate = Route.useNavigate()
  return (
    <ErpBoardPage
      search={Route.useSearch()}
      onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })}
    />
  )
}
