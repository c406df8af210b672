import { createFileRoute } from '@tanstack/react-router'
import { BpoSummaryPage } from '@/features/bpo/summary/summary-page'

export const Route = createFileRoute('/_app/financeiro/bpo')({
  component: BpoSummaryPage,
})
