import { createFileRoute } from '@tanstack/react-router'
import { BillsPage } from '@/features/bpo/bills/bills-page'
import { billsSearchSchema } from '@/features/bpo/bills/bills-search'

export const Route = createFileRoute('/_app/bpo/contas_a_pagar')({
  validateSearch: billsSearchSchema,
  component: Page,
})

function Page() {
  const navigate = Route.useNavigate()
  return (
    <BillsPage
      kind="pagar"
      mode="cadastro"
      title="Contas a pagar"
      description="Todas as contas a pagar do escritório: lançamento com boleto ou PIX, rateio, filtros e totais por status."
      search={Route.useSearch()}
      onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })}
    />
  )
}
