import { createFileRoute } from '@tanstack/react-router'
import { MyOfficePage } from '@/features/offices/my-office-page'

export const Route = createFileRoute('/_app/escritorio')({ component: MyOfficePage })
