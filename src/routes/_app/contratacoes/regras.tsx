import { createFileRoute } from '@tanstack/react-router'
import { UnderConstruction } from '@/components/under-construction'

export const Route = createFileRoute('/_app/contratacoes/regras')({
  component: () => <UnderConstruction title="Contratações · Regras" />,
})
