import { createFileRoute } from '@tanstack/react-router'
import { CategoryPage } from '@/features/dataroom/category-page'

export const Route = createFileRoute('/_app/dataroom/bpo')({
  component: () => <CategoryPage categoria="bpo" />,
})
