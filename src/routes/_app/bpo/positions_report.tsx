import { createFileRoute } from '@tanstack/react-router'
import { UnderConstruction } from '@/components/under-construction'

export const Route = createFileRoute('/_app/bpo/positions_report')({
  component: () => <UnderConstruction title="Relatório de posições" />,
})
