import { createFileRoute } from '@tanstack/react-router'
import { RegisterPage } from '@/features/bpo/register-page'

export const Route = createFileRoute('/_app/bpo/manager/providers')({
  component: () => <RegisterPage register="fornecedores" />,
})
