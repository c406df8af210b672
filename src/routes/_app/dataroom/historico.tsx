import { createFileRoute } from '@tanstack/react-router'
import { HistoryPage } from '@/features/dataroom/history-page'

export const Route = createFileRoute('/_app/dataroom/historico')({
  component: HistoryPage,
})
