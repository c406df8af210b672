import { createFileRoute } from '@tanstack/react-router'
import { assetTabs } from '@/features/assets/asset-tabs'
import { AssetsPage } from '@/features/assets/assets-page'
import { choiceParam, idParam, searchSchema } from '@/lib/search-params'

const search = searchSchema({ aba: choiceParam(assetTabs), cliente: idParam })

export const Route = createFileRoute('/_app/ativos')({
  validateSearch: search,
  component: Page,
})

function Page() {
  const navigate = Route.useNavigate()
  return <AssetsPage search={Route.useSearch()} onSearch={(next) => void navigate({ search: next, replace: true })} />
}
