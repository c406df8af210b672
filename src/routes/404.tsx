import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { NotFoundPage } from '@/features/shell/not-found-page'

export const Route = createFileRoute('/404')({
  validateSearch: z.object({ recurso: z.string().optional().catch(undefined) }),
  component: NotFoundPage,
})
