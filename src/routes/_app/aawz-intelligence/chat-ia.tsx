import { createFileRoute } from '@tanstack/react-router'
import { UnderConstruction } from '@/components/under-construction'

export const Route = createFileRoute('/_app/aawz-intelligence/chat-ia')({
  component: () => <UnderConstruction title="AAWZ Intelligence" />,
})
