import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '@/features/shell/not-found-page'
import { searchSchema, textParam } from '@/lib/search-params'

export const Route = createFileRoute('/404')({
  validateSearch: searchSchema({ recurso: textParam }),
  component: NotFoundPage,
})
