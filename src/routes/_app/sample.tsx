import { createFileRoute } from '@tanstack/react-router'
import { CataloguePage } from '@/features/catalogue/catalogue-page'

export const Route = createFileRoute('/_app/sample')({ component: CataloguePage })
