import { createFileRoute } from '@tanstack/react-router'
import { RoomsPage } from '@/features/rooms/rooms-page'

/** The open room lives in the URL, so a notification or a push opens it directly. */
export const Route = createFileRoute('/_app/salas/$token')({ component: Page })

function Page() {
  const { token } = Route.useParams()
  return <RoomsPage token={token} />
}
