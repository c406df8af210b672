import { createFileRoute } from '@tanstack/react-router'
import { ErpBoardPage } from '@/features/bpo/erp/erp-board-page'
import { monthParam, searchSchema } from '@/lib/search-params'

export const Route = createFileRoute('/_app/bpo/erp')({
  validateSearch: searchSchema({ inicio: monthParam, fim: monthParam }),
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
