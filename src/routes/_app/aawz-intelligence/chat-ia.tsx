import { createFileRoute } from '@tanstack/react-router'
import { ChatPage } from '@/features/assistant/chat-page'
import { searchSchema, textParam } from '@/lib/search-params'

/** The open conversation lives in the URL, so a reload reopens it (the server checks it is the user's own). */
const search = searchSchema({ conversa: textParam })

export const Route = createFileRoute('/_app/aawz-intelligence/chat-ia')({
  validateSearch: search,
  component: Page,
})

function Page() {
  const navigate = Route.useNavigate()
  const { conversa } = Route.useSearch()
  return (
    <ChatPage conversa={conversa ?? null} onSelect={(id) => void navigate({ search: id ? { conversa: id } : {} })} />
  )
}
