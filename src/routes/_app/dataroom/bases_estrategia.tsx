import { createFileRoute } from '@tanstack/react-router'
import { StrategyBasesPage } from '@/features/dataroom/strategy-bases-page'

export const Route = createFileRoute('/_app/dataroom/bases_estrategia')({
  component: StrategyBasesPage,
})
