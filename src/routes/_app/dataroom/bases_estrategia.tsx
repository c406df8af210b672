import { createFileRoute } from '@tanstack/react-router'
import { UnderConstruction } from '@/components/under-construction'

export const Route = createFileRoute('/_app/dataroom/bases_estrategia')({
  component: () => <UnderConstruction title="Dataroom · Bases de estratégia" />,
})
