import { TabNav } from '@/components/tab-nav'
import { useSession } from '@/features/session/session-store'
import { ADVISOR_DRE, isAdvisor } from './access'

const tabs = [
  { to: '/dre/dres/dre-pj', title: 'Por empresa' },
  { to: '/dre/dres/dre-profissional', title: 'Por profissional' },
  { to: '/dre/dres/dre-produto', title: 'Por produto' },
  { to: '/dre/dres/dre-filial', title: 'Por filial' },
  { to: '/dre/dres/Equipe', title: 'Por equipe' },
] as const

/** The period, the view and the frequency follow the user from one grouping to the next. */
const periodSearch = ['inicio', 'fim', 'ver', 'freq'] as const

/** The DRE groupings as tabs. An advisor gets only their own DRE by professional. */
export function DreTabs() {
  const advisor = isAdvisor(useSession())
  return (
    <TabNav
      label="Agrupamentos do DRE"
      tabs={advisor ? tabs.filter((tab) => tab.to === ADVISOR_DRE) : tabs}
      keepSearch={periodSearch}
    />
  )
}
