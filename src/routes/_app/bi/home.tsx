import { createFileRoute } from '@tanstack/react-router'
import { BiHomePage } from '@/features/bi/bi-home-page'
import { choiceParam, searchSchema } from '@/lib/search-params'

const search = searchSchema({
  por: choiceParam(['professionals', 'teams', 'revenue-areas', 'subsidiaries', 'pjs']),
})

export const Route = createFileRoute('/_app/bi/home')({
  validateSearch: search,
  component: Page,
})

function Page() {
  const navigate = Route.useNavigate()
  return (
    <BiHomePage
      kind={Route.useSearch().por ?? 'professionals'}
      onKindChange={(por) => void navigate({ search: { por }, replace: true })}
    />
  )
}
