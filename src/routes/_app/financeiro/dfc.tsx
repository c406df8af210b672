import { createFileRoute } from '@tanstack/react-router'
import { prefetchOfficeId } from '@/features/dre/use-office-id'
import { DfcPage } from '@/features/financial/dfc-page'
import { financialQueries } from '@/features/financial/queries'
import { dfcRange, dfcSearchSchema } from '@/features/financial/search'
import { prefetchForRoute } from '@/lib/query-client'

export const Route = createFileRoute('/_app/financeiro/dfc')({
  validateSearch: dfcSearchSchema,
  loaderDeps: ({ search }) => ({ inicio: search.inicio, fim: search.fim }),
  loader: async ({ context, deps }) => {
    const office = prefetchOfficeId()
    if (office !== null) await prefetchForRoute(context.queryClient, financialQueries.dfc(office, dfcRange(deps)))
  },
  component: Page,
})

function Page() {
  const navigate = Route.useNavigate()
  return (
    <DfcPage
      search={Route.useSearch()}
      onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })}
    />
  )
}
