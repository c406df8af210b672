import { createFileRoute } from '@tanstack/react-router'
import { InboxPage } from '@/features/bpo/inbox/inbox-page'
import { inboxSearchSchema } from '@/features/bpo/inbox/inbox-search'

export const Route = createFileRoute('/_app/bpo/caixa_entrada')({
  validateSearch: inboxSearchSchema,
  component: Page,
})

function Page() {
  const navigate = Route.useNavigate()
  return (
    <InboxPage
      search={Route.useSearch()}
      onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })}
    />
  )
}
