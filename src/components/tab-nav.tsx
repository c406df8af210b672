import { Link } from '@tanstack/react-router'

/** `exact`: marked only on its own path, not on the paths under it (a tab whose section has a sibling tab below it). */
type Tab = { to: string; title: string; exact?: boolean }

/** A section's pages as tabs under its header (the BPO registers, the commissions, the data room), the current one marked. */
export function TabNav({ label, tabs }: { label: string; tabs: readonly Tab[] }) {
  return (
    <nav aria-label={label} className="-mx-1 mb-4 overflow-x-auto">
      <ul className="flex min-w-max gap-1 border-b px-1">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <Link
              to={tab.to}
              activeOptions={{ exact: tab.exact ?? false }}
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
