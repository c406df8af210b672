import { createFileRoute } from '@tanstack/react-router'
import { ConsultingPage } from '@/features/dataroom/consulting-page'

export const Route = createFileRoute('/_app/consultoria/')({
  component: ConsultingPage,
})
