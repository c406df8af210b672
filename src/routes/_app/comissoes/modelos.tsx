import { createFileRoute } from '@tanstack/react-router'
import { UnderConstruction } from '@/components/under-construction'

export const Route = createFileRoute('/_app/comissoes/modelos')({
  component: () => <UnderConstruction title="Modelos de planilha de comissões" />,
})
