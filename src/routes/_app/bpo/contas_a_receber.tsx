import { createFileRoute } from '@tanstack/react-router'
import { UnderConstruction } from '@/components/under-construction'

export const Route = createFileRoute('/_app/bpo/contas_a_receber')({
  component: () => <UnderConstruction title="Contas a receber" />,
})
