import { createFileRoute } from '@tanstack/react-router'
import { UnderConstruction } from '@/components/under-construction'

export const Route = createFileRoute('/_app/bpo/contas_a_pagar')({
  component: () => <UnderConstruction title="Contas a pagar" />,
})
