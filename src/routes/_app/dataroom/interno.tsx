import { createFileRoute } from '@tanstack/react-router'
import { OfficeInternalPage } from '@/features/dataroom/office-internal-page'

export const Route = createFileRoute('/_app/dataroom/interno')({
  component: OfficeInternalPage,
})
