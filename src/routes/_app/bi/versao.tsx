import { createFileRoute } from '@tanstack/react-router'
import { UnderConstruction } from '@/components/under-construction'

export const Route = createFileRoute('/_app/bi/versao')({
  component: () => <UnderConstruction title="BI · Versão" />,
})
