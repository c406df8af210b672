import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { BiHomePage } from '@/features/bi/bi-home-page'

const search = z.object({
  por: z.enum(['professionals', 'teams', 'revenue-areas', 'subsidiaries', 'pjs']).optional().catch(undefined),
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
