import { createFileRoute } from '@tanstack/react-router'
import { InstalmentsPage } from '@/features/billing/instalments-page'

export const Route = createFileRoute('/_app/parcela/')({
  component: InstalmentsPage,
})
