import { createFileRoute } from '@tanstack/react-router'
import { HiringRulesPage } from '@/features/billing/rules-page'
import { hiringSearch, thisMonth } from '@/features/billing/search'

export const Route = createFileRoute('/_app/contratacoes/regras')({
  validateSearch: hiringSearch,
  component: Page,
})

function Page() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <HiringRulesPage
      mes={search.mes ?? thisMonth()}
      onMonth={(mes) => void navigate({ search: (prev) => ({ ...prev, mes }), replace: true })}
    />
  )
}
