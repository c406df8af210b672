import { createFileRoute } from '@tanstack/react-router'
import { DisclaimerSettingsPage } from '@/features/settings/disclaimer-settings-page'

export const Route = createFileRoute('/_app/settings/disclaimer')({ component: DisclaimerSettingsPage })
