import { createFileRoute } from '@tanstack/react-router'
import { startHomeData } from '@/features/home/home-data'
import { HomePage } from '@/features/home/home-page'

export const Route = createFileRoute('/_app/home')({
  // Started before the page's code is requested (beforeLoad, not loader): first in line on a slow connection.
  beforeLoad: ({ context }) => startHomeData(context.queryClient, context.user),
  component: HomePage,
})
