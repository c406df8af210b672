import { createFileRoute } from '@tanstack/react-router'
import { InvoicesPage } from '@/features/bpo/invoicing/invoices-page'
import { invoicesSearchSchema } from '@/features/bpo/invoicing/invoices-search'

export const Route = createFileRoute('/_app/bpo/faturamento')({
  validateSearch: invoicesSearchSchema,
  component: Page,
})

function Page() {
  const navigate = Route.useNavigate()
  return (
    <InvoicesPage
      search={Route.useSearch()}
      onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })}
    />
  )
}
