import { Link } from '@tanstack/react-router'
import { useSession } from '@/features/session/session-store'
import { ADVISOR_DRE, isAdvisor } from './access'

const tabs = [
  { to: '/dre/dres/dre-pj', label: 'Por empresa' },
  { to: '/dre/dres/dre-profissional', label: 'Por profissional' },
  { to: '/dre/dres/dre-produto', label: 'Por produto' },
  { to: '/dre/dres/dre-filial', label: 'Por filial' },
  { to: '/dre/dres/Equipe', label: 'Por equipe' },
] as const

/**
 * The DRE groupings as tabs; the period filters follow the user from one grouping to the next. An advisor
 * gets only their own DRE by professional.
 */
export function DreTabs() {
  const advisor = isAdvisor(useSession())
  const shown = advisor ? tabs.filter((tab) => tab.to === ADVISOR_DRE) : tabs
  return (
    <nav aria-label="Agrupamentos do DRE" className="mb-4 flex gap-1 overflow-x-auto border-b">
      {shown.map((tab) => (
        <Link
          key={tab.to}
          to={tab.to}
          search={(prev) => ({ inicio: prev.inicio, fim: prev.fim, freq: prev.freq })}
          className="-mb-px whitespace-nowrap border-b-2 border-transparent px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          activeProps={{ className: 'border-brand! text-foreground', 'aria-current': 'page' }}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  )
}
