import { Link } from '@tanstack/react-router'
import { registerUis } from './register-ui'

/** The tabs of /bpo/manager: one per register. */
export function ManagerNav() {
  return (
    <nav aria-label="Cadastros do BPO" className="-mx-1 mb-4 overflow-x-auto">
      <ul className="flex min-w-max gap-1 border-b px-1">
        {registerUis.map((ui) => (
          <li key={ui.path}>
            <Link
              to={`/bpo/manager/${ui.path}`}
              className="-mb-px inline-block border-b-2 border-transparent px-3 py-2 text-sm text-muted-foreground hover:text-foreground"
              activeProps={{ className: 'border-brand! text-foreground! font-medium', 'aria-current': 'page' }}
            >
              {ui.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
