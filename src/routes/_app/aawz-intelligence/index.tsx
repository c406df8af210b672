import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/_app/aawz-intelligence/')({
  beforeLoad: () => {
    throw redirect({ to: '/aawz-intelligence/chat-ia' })
  },
})
