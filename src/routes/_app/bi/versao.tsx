import { createFileRoute } from '@tanstack/react-router'
import { VersionsPage } from '@/features/dre/versions-page'

export const Route = createFileRoute('/_app/bi/versao')({
  component: () => <VersionsPage title="BI · Versões" />,
})
