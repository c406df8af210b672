import { createFileRoute } from '@tanstack/react-router'
import { UnderConstruction } from '@/components/under-construction'

export const Route = createFileRoute('/_app/financeiro/visao_geral')({
  component: () => <UnderConstruction title="Financeiro · Visão geral" />,
})
