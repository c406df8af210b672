import { createFileRoute } from '@tanstack/react-router'
import { sendAdvisorToOwnDre } from '@/features/dre/access'
import { VersionsPage } from '@/features/dre/versions-page'

export const Route = createFileRoute('/_app/dre/versoes')({
  beforeLoad: () => sendAdvisorToOwnDre(),
  component: VersionsPage,
})
