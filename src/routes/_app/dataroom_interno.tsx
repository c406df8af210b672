import { createFileRoute } from '@tanstack/react-router'
import { InternalPage } from '@/features/dataroom/internal-page'
import { idParam, searchSchema } from '@/lib/search-params'

const search = searchSchema({ escritorio: idParam })

export const Route = createFileRoute('/_app/dataroom_interno')({
  validateSearch: search,
  component: Page,
})

function Page() {
  const navigate = Route.useNavigate()
  return (
    <InternalPage
      office={Route.useSearch().escritorio ?? null}
      onOfficeChange={(office) => void navigate({ search: office ? { escritorio: office } : {}, replace: true })}
    />
  )
}
