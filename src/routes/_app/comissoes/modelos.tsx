import { createFileRoute } from '@tanstack/react-router'
import { RulesPage } from '@/features/commissions/rules-page'

export const Route = createFileRoute('/_app/comissoes/modelos')({
  component: RulesPage,
})
