import { createFileRoute } from '@tanstack/react-router'
import { EmailsPage } from '@/features/bpo/inbox/emails-page'

export const Route = createFileRoute('/_app/bpo/emails')({ component: EmailsPage })
