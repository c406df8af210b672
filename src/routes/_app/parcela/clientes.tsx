import { createFileRoute } from '@tanstack/react-router'
import { UnderConstruction } from '@/components/under-construction'

export const Route = createFileRoute('/_app/parcela/clientes')({
  component: () => <UnderConstruction title="Parcelamentos por cliente" />,
})
