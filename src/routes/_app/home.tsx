import { createFileRoute } from '@tanstack/react-router'
import { startHomeData } from '@/features/home/home-data'
import { HomePage } from '@/features/home/home-page'

export const Route = createFileRoute('/_app/home')({
  loader: ({ context }) => startHomeData(context.queryClient, context.user),
  component: HomePage,
})
