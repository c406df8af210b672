import { createFileRoute } from '@tanstack/react-router'
import { AccessPage } from '@/features/professionals/access-page'

export const Route = createFileRoute('/_app/professional/acessos')({ component: AccessPage })
