import { Link } from '@tanstack/react-router'
import { cn } from '@/lib/cn'

const tabs = [
  { to: '/settings/offices', title: 'Escritórios' },
  { to: '/settings/actives', title: 'Ativos' },
  { to: '/settings/disclaimer', title: 'Disclaimers' },
  { to: '/settings/permissions', title: 'Permissões' },
] as const

/** The four pages of Configurações (§2 /settings). */
export function SettingsTabs() {
  return (
    <nav aria-label="Configurações" className="mb-5 flex gap-1 border-b">
      {tabs.map((t) => (
        <Link
          key={t.to}
          to={t.to}
          className={cn(
            '-mb-px border-b-2 border-transparent px-3 py-2 text-sm text-muted-foreground hover:text-foreground',
          )}
          activeProps={{ className: 'border-brand! text-brand! font-medium' }}
        >
          {t.title}
        </Link>
      ))}
    </nav>
  )
}
