import { createFileRoute } from '@tanstack/react-router'
import { HiringHistoryPage } from '@/features/billing/history-page'

export const Route = createFileRoute('/_app/contratacoes/historico')({
  component: HiringHistoryPage,
})
