import { createFileRoute } from '@tanstack/react-router'
import { servicoCodes } from '@/contracts/report-services'
import { MyReportsPage } from '@/features/professionals/my-reports-page'
import { choiceParam, searchSchema } from '@/lib/search-params'

/** 'Meus relatórios': `?relatorio=` (from the 'Relatório liberado' notice) marks the report just released. */
const search = searchSchema({ relatorio: choiceParam(servicoCodes) })

export const Route = createFileRoute('/_app/consultoria/relatorios')({
  validateSearch: search,
  component: function MyReportsRoute() {
    return <MyReportsPage highlight={Route.useSearch().relatorio} />
  },
})
