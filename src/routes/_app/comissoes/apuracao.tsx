import { createFileRoute } from '@tanstack/react-router'
import { MonthPage } from '@/features/commissions/month-page'
import { monthSearchSchema, previousMonth } from '@/features/commissions/month-search'

export const Route = createFileRoute('/_app/comissoes/apuracao')({
  validateSearch: monthSearchSchema,
  component: Page,
})

function Page() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <MonthPage
      mes={search.mes ?? previousMonth()}
      advisor={search.profissional}
      onChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })}
    />
  )
}
