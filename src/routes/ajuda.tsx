import { createFileRoute } from '@tanstack/react-router'
import { HELP_CENTER_URL } from '@/features/shell/help-center'
import { goOut } from '@/lib/go-out'

/** /admin/ajuda leaves the app for the help center (a go_out route, §2). */
export const Route = createFileRoute('/ajuda')({ beforeLoad: goOut(HELP_CENTER_URL) })
