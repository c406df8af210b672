import { createFileRoute } from '@tanstack/react-router'
import { DisclaimerView } from '@/features/settings/disclaimer-view'

export const Route = createFileRoute('/_app/financeiro/disclaimer')({
  component: () => <DisclaimerView codigo="financeiro" title="Financeiro · Disclaimer" />,
})
