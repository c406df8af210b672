import { createFileRoute } from '@tanstack/react-router'
import { UnderConstruction } from '@/components/under-construction'

export const Route = createFileRoute('/_app/recorrencia_pagarme')({
  component: () => <UnderConstruction title="Pagamentos" />,
})
