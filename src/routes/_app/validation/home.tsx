import { createFileRoute } from '@tanstack/react-router'
import { AlertsPage } from '@/features/validation/alerts-page'

export const Route = createFileRoute('/_app/validation/home')({
  component: AlertsPage,
})
