import { createFileRoute } from '@tanstack/react-router'
import { ContractPage } from '@/features/offices/contract-page'

export const Route = createFileRoute('/_app/contrato')({ component: ContractPage })
