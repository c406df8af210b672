import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordPage } from '@/features/session/forgot-password-page'

export const Route = createFileRoute('/esqueci-senha')({ component: ForgotPasswordPage })
