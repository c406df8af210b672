import { createFileRoute } from '@tanstack/react-router'
import { BillsPage } from '@/features/bpo/bills/bills-page'
import { billsSearchSchema } from '@/features/bpo/bills/bills-search'

export const Route = createFileRoute('/_app/bpo/contas_pagar')({
  validateSearch: billsSearchSchema,
  component: Page,
})

function Page() {
  const navigate = Route.useNavigate()
  return (
    <BillsPage
      kind="pagar"
      mode="pagamento"
      title="Pagar contas"
      description="A fila de pagamentos: as contas em aberto, para pagar uma a uma ou em lote."
      search={Route.useSearch()}
      onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })}
    />
  )
}
