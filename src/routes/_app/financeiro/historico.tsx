import { createFileRoute } from '@tanstack/react-router'
import { VersionsPage } from '@/features/dre/versions-page'

export const Route = createFileRoute('/_app/financeiro/historico')({
  component: () => <VersionsPage title="Histórico de importações" importing={false} />,
})
