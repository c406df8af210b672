import { createFileRoute } from '@tanstack/react-router'
import { AttachmentsPage } from '@/features/bpo/attachments/attachments-page'
import { attachmentsSearchSchema } from '@/features/bpo/attachments/attachments-search'

export const Route = createFileRoute('/_app/bpo/anexos')({
  validateSearch: attachmentsSearchSchema,
  component: Page,
})

function Page() {
  const navigate = Route.useNavigate()
  return (
    <AttachmentsPage
      search={Route.useSearch()}
      onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })}
    />
  )
}
