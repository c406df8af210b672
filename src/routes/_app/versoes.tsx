import { createFileRoute } from '@tanstack/react-router'
import { VersionsPage } from '@/features/system/versions-page'

export const Route = createFileRoute('/_app/versoes')({
  component: VersionsPage,
})
