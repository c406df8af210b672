import { createFileRoute } from '@tanstack/react-router'
import { UnderConstruction } from '@/components/under-construction'

export const Route = createFileRoute('/_app/dre/dres/dre-filial')({
  component: () => <UnderConstruction title="DRE por filial" />,
})
