import { createFileRoute } from '@tanstack/react-router'
import { ComparativePage } from '@/features/dre/comparative-page'

export const Route = createFileRoute('/_app/bi/homologacao')({
  component: () => <ComparativePage type="geral" title="Homologação" versionsTo="/bi/versao" tabs={false} />,
})
