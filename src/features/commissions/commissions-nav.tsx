import { Link } from '@tanstack/react-router'
import { canOpen, roleFromFlags } from '@/lib/roles'
import { useSession } from '../session/session-store'

const tabs = [
  { to: '/comissoes/modelos', title: 'Modelos' },
  { to: '/comissoes/apuracao', title: 'Apuração mensal' },
] as const

/** The tabs of /comissoes: the models (rules) and the month's computation. */
export function CommissionsNav() {
  const user = useSession()
  const shown = tabs.filter((tab) => user && canOpen(roleFromFlags(user), tab.to))
  return (
    <nav aria-label="Comissões" className="-mx-1 mb-4 overflow-x-auto">
      <ul className="flex min-w-max gap-1 border-b px-1">
        {shown.map((tab) => (
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
