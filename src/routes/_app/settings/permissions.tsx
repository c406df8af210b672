import { createFileRoute } from '@tanstack/react-router'
import { PermissionsPage } from '@/features/settings/permissions-page'

export const Route = createFileRoute('/_app/settings/permissions')({ component: PermissionsPage })
