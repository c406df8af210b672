import { createFileRoute } from '@tanstack/react-router'
import { TablesPage } from '@/features/generic-tables/tables-page'
import { choiceParam, searchSchema, textParam } from '@/lib/search-params'

const search = searchSchema({
  tabela: textParam,
  busca: textParam,
  ordem: textParam,
  direcao: choiceParam(['asc', 'desc'] as const),
})

export const Route = createFileRoute('/_app/dados_gerais')({
  validateSearch: search,
  component: Page,
})

function Page() {
  const navigate = Route.useNavigate()
  return <TablesPage search={Route.useSearch()} onSearch={(next) => void navigate({ search: next, replace: true })} />
}
