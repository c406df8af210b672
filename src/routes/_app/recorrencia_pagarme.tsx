import { createFileRoute } from '@tanstack/react-router'
import { PaymentsPage } from '@/features/billing/payments-page'

export const Route = createFileRoute('/_app/recorrencia_pagarme')({
  component: PaymentsPage,
})
