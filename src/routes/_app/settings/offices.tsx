import { createFileRoute } from '@tanstack/react-router'
import { OfficesPage } from '@/features/settings/offices-page'
import { choiceParam, searchSchema } from '@/lib/search-params'

const search = searchSchema({ aba: choiceParam(['escritorios', 'auditoria', 'sugestoes', 'erros']) })

export const Route = createFileRoute('/_app/settings/offices')({
  validateSearch: search,
  component: function OfficesRoute() {
    const { aba } = Route.useSearch()
    return <OfficesPage tab={aba ?? 'escritorios'} />
  },
})
