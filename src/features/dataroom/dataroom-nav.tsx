import { Link } from '@tanstack/react-router'

const tabs = [
  { to: '/dataroom/geral', title: 'Geral' },
  { to: '/dataroom/bpo', title: 'BPO' },
  { to: '/dataroom/middle', title: 'Middle office' },
  { to: '/dataroom/dres', title: 'DREs' },
  { to: '/dataroom/historico', title: 'Histórico' },
  { to: '/consultoria', title: 'Meses sem envio' },
] as const

/** The tabs of the data room: one per category, the whole history and the missing-months report. */
export function DataroomNav() {
  return (
    <nav aria-label="Seções do dataroom" className="-mx-1 mb-4 overflow-x-auto">
      <ul className="flex min-w-max gap-1 border-b px-1">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <Link
              to={tab.to}
              className="-mb-px inline-block border-b-2 border-transparent px-3 py-2 text-sm text-muted-foreground hover:text-foreground"
              activeProps={{ className: 'border-brand! text-foreground! font-medium', 'aria-current': 'page' }}
            >
              {tab.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
