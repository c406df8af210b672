import { createFileRoute } from '@tanstack/react-router'
import { UnderConstruction } from '@/components/under-construction'

export const Route = createFileRoute('/_app/dre/dres/dre-pj')({
  component: () => <UnderConstruction title="DRE por empresa" />,
})
