import { createFileRoute } from '@tanstack/react-router'
import { CategoriesPage } from '@/features/financial/categories-page'

export const Route = createFileRoute('/_app/financeiro/categorias')({
  component: CategoriesPage,
})
