import { createFileRoute } from '@tanstack/react-router'
import { SubscriptionsPage } from '@/features/billing/subscriptions-page'

export const Route = createFileRoute('/_app/recorrencia')({
  component: SubscriptionsPage,
})
