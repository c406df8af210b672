import { createFileRoute } from '@tanstack/react-router'
import { UnderConstruction } from '@/components/under-construction'

export const Route = createFileRoute('/_app/bpo/caixa_entrada')({
  component: () => <UnderConstruction title="Caixa de entrada" />,
})
