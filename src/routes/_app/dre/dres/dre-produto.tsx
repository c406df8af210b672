import { createFileRoute } from '@tanstack/react-router'
import { sendAdvisorToOwnDre } from '@/features/dre/access'
import { DrePage } from '@/features/dre/dre-page'
import { dreGroupings } from '@/features/dre/groupings'
import { prefetchDre } from '@/features/dre/prefetch'
import { dreSearchSchema } from '@/features/dre/search'

export const Route = createFileRoute('/_app/dre/dres/dre-produto')({
  validateSearch: dreSearchSchema,
  beforeLoad: ({ search }) => sendAdvisorToOwnDre(search),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchDre(context.queryClient, 'produto', deps),
  component: Page,
})

function Page() {
  const navigate = Route.useNavigate()
  return (
    <DrePage
      grouping={dreGroupings.produto}
      search={Route.useSearch()}
      onSearchChange={(patch, how) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: !how?.push })}
    />
  )
}
