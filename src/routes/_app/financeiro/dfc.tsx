import { createFileRoute } from '@tanstack/react-router'
import { UnderConstruction } from '@/components/under-construction'

export const Route = createFileRoute('/_app/financeiro/dfc')({
  component: () => <UnderConstruction title="DFC · Demonstração do fluxo de caixa" />,
})
