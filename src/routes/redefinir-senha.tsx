import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordPage } from '@/features/session/reset-password-page'
import { searchSchema, textParam } from '@/lib/search-params'

export const Route = createFileRoute('/redefinir-senha')({
  validateSearch: searchSchema({ token: textParam }),
  component: ResetPasswordPage,
})
