import { createFileRoute } from '@tanstack/react-router'
import { ContractPage } from '@/features/offices/contract-page'

export const Route = createFileRoute('/_app/contrato')({
  // Full screen: a sales page reached from 'Função indisponível', left with 'Voltar'.
  staticData: { hideNavigation: true },
  component: ContractPage,
})
