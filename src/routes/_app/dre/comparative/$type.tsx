import { createFileRoute } from '@tanstack/react-router'
import { sendAdvisorToOwnDre } from '@/features/dre/access'
import { ComparativePage } from '@/features/dre/comparative-page'
import { dreQueries } from '@/features/dre/queries'
import { prefetchOfficeId } from '@/features/dre/use-office-id'
import { prefetchForRoute } from '@/lib/query-client'

export const Route = createFileRoute('/_app/dre/comparative/$type')({
  beforeLoad: () => sendAdvisorToOwnDre(),
  loader: async ({ context, params }) => {
    const office = prefetchOfficeId()
    if (office !== null) await prefetchForRoute(context.queryClient, dreQueries.tempComparison(office, params.type))
  },
  component: Page,
})

function Page() {
  return <ComparativePage type={Route.useParams().type} />
}
