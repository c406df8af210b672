import { Link } from '@tanstack/react-router'
import { cn } from '@/lib/cn'

/**
 * A tab: a route, or one route with a search value per tab (`search`); `active` then says which tab is current
 * (a tab whose value is the page's default is current without the parameter in the URL). `exact`: marked only on
 * its own path, not on the paths under it (a tab whose section has a sibling tab below it).
 */
type Tab = { to: string; title: string; search?: Record<string, string>; active?: boolean; exact?: boolean }

/** The current search reduced to `names`: filters that follow the user from one tab to the next. */
const keptSearch =
  (names: readonly string[]) =>
  <Search extends object>(current: Search): Partial<Search> =>
    Object.fromEntries(names.map((name) => [name, current[name as keyof Search]])) as Partial<Search>

const base =
  '-mb-px inline-block border-b-2 border-transparent px-3 py-2 text-sm text-muted-foreground hover:text-foreground'
const current = 'border-brand! text-foreground! font-medium'

/**
 * A section's pages as tabs under its header (the BPO registers, the commissions, the data room), the current one
 * marked. `keepSearch`: the search parameters a route tab carries to the next.
 */
export function TabNav({
  label,
  tabs,
  keepSearch,
}: {
  label: string
  tabs: readonly Tab[]
  keepSearch?: readonly string[]
}) {
  return (
    <nav aria-label={label} className="-mx-1 mb-4 overflow-x-auto">
      <ul className="flex min-w-max gap-1 border-b px-1">
        {tabs.map((tab) => (
          <li key={`${tab.to} ${tab.title}`}>
            {tab.active === undefined ? (
              <Link
                to={tab.to}
                search={keepSearch && keptSearch(keepSearch)}
                activeOptions={{ exact: tab.exact ?? false }}
                className={base}
                activeProps={{ className: current, 'aria-current': 'page' }}
              >
                {tab.title}
              </Link>
            ) : (
              <Link
                to={tab.to}
                search={tab.search}
                className={cn(base, tab.active && current)}
                aria-current={tab.active ? 'page' : undefined}
              >
                {tab.title}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
