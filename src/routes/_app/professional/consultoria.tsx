import { createFileRoute } from '@tanstack/react-router'
import { ConsultingPage } from '@/features/professionals/consulting-page'

export const Route = createFileRoute('/_app/professional/consultoria')({ component: ConsultingPage })
