import { createFileRoute } from '@tanstack/react-router'
import { DrePage } from '@/features/dre/dre-page'
import { dreGroupings } from '@/features/dre/groupings'
import { prefetchDre } from '@/features/dre/prefetch'
import { dreSearchSchema } from '@/features/dre/search'

const grouping = { ...dreGroupings.geral, title: 'BI · Comparativo entre períodos' }

export const Route = createFileRoute('/_app/bi/comparativo')({
  validateSearch: dreSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchDre(context.queryClient, 'geral', deps),
  component: Page,
})

function Page() {
  const navigate = Route.useNavigate()
  return (
    <DrePage
      grouping={grouping}
      tabs={false}
      search={Route.useSearch()}
      onSearchChange={(patch, how) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: !how?.push })}
    />
  )
}
