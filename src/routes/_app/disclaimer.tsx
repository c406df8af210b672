import { createFileRoute } from '@tanstack/react-router'
import { DisclaimerView } from '@/features/settings/disclaimer-view'

export const Route = createFileRoute('/_app/disclaimer')({
  component: () => <DisclaimerView codigo="geral" title="Disclaimer" />,
})
