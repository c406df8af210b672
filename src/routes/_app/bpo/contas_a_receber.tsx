import { createFileRoute } from '@tanstack/react-router'
import { BillsPage } from '@/features/bpo/bills/bills-page'
import { billsSearchSchema } from '@/features/bpo/bills/bills-search'

export const Route = createFileRoute('/_app/bpo/contas_a_receber')({
  validateSearch: billsSearchSchema,
  component: Page,
})

function Page() {
  const navigate = Route.useNavigate()
  return (
    <BillsPage
      kind="receber"
      mode="cadastro"
      title="Contas a receber"
      description="O que os clientes devem ao escritório: recebimentos, atrasos e totais por status."
      search={Route.useSearch()}
      onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })}
    />
  )
}
