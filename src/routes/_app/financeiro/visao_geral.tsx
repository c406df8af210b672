import { createFileRoute } from '@tanstack/react-router'
import { dreGroupings } from '@/features/dre/groupings'
import { dreQueries } from '@/features/dre/queries'
import { prefetchOfficeId } from '@/features/dre/use-office-id'
import { OverviewPage } from '@/features/financial/overview-page'
import { monthRangeSearchSchema, overviewQuery } from '@/features/financial/search'
import { prefetchForRoute } from '@/lib/query-client'

export const Route = createFileRoute('/_app/financeiro/visao_geral')({
  validateSearch: monthRangeSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const office = prefetchOfficeId()
    if (office !== null) {
      await prefetchForRoute(context.queryClient, dreQueries.table(office, dreGroupings.geral, overviewQuery(deps)))
    }
  },
  component: Page,
})

function Page() {
  const navigate = Route.useNavigate()
  return (
    <OverviewPage
      search={Route.useSearch()}
      onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })}
    />
  )
}
