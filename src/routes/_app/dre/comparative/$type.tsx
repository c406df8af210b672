import { createFileRoute } from '@tanstack/react-router'
import { UnderConstruction } from '@/components/under-construction'

export const Route = createFileRoute('/_app/dre/comparative/$type')({
  component: () => <UnderConstruction title="DRE comparativo" />,
})
