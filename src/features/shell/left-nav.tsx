import { Link, useRouterState } from '@tanstack/react-router'
import { ChevronDown, ExternalLink, PanelLeftClose, PanelLeftOpen, Zap } from 'lucide-react'
import { useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/cn'
import { canOpen, type Role } from '@/lib/roles'
import { useFeatureOff } from '../settings/permission-queries'
import { OfficeLogo } from '../theme/office-logo'
import { developerItems, helpLinks, type NavItem, navItems } from './nav-items'

type Props = {
  role: Role
  /** Pinned open; when false the drawer shows icons only and expands while hovered. */
  expanded: boolean
  onExpandedChange?: (next: boolean) => void
  /** Inside the small-screen temporary drawer: always open, closes after a navigation. */
  temporary?: boolean
  onNavigate?: () => void
}

export function LeftNav({ role, expanded, onExpandedChange, temporary, onNavigate }: Props) {
  const [hovered, setHovered] = useState(false)
  const open = temporary || expanded || hovered
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  // Items of a feature the office lacks are hidden (the server refuses their endpoints too).
  const featureOff = useFeatureOff()
  const visible = navItems.filter((item) => canOpen(role, item.to) && !featureOff(item.to))
  const developer = developerItems.filter((item) => canOpen(role, item.to))

  return (
    <nav
      aria-label="Menu principal"
      data-expanded={open}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      className={cn(
        'flex h-full flex-col overflow-y-auto overflow-x-hidden bg-nav text-nav-foreground transition-[width] duration-200',
        temporary ? 'w-72' : open ? 'w-64 shadow-lg' : 'w-16',
      )}
    >
      <div className="flex h-14 shrink-0 items-center gap-2 border-b px-4">
        <OfficeLogo className="size-7 shrink-0 rounded object-contain" />
        {open ? <span className="truncate text-sm font-bold tracking-tight">AAWZ Back-office</span> : null}
        {!temporary && open ? (
          <button
            type="button"
            className="ml-auto rounded-md p-1 text-muted-foreground hover:bg-muted"
            onClick={() => onExpandedChange?.(!expanded)}
            aria-label={expanded ? 'Recolher menu' : 'Fixar menu aberto'}
            title={expanded ? 'Recolher menu' : 'Fixar menu aberto'}
          >
            {expanded ? <PanelLeftClose className="size-4" /> : <PanelLeftOpen className="size-4" />}
          </button>
        ) : null}
      </div>
      <ul className="flex flex-1 flex-col gap-0.5 p-2">
        {visible.map((item) => (
          <NavEntry key={item.name} item={item} role={role} open={open} pathname={pathname} onNavigate={onNavigate} />
        ))}
        {developer.length > 0 ? (
          <>
            <li
              className={cn(
                'mt-4 px-3 pb-1 text-[11px] font-semibold uppercase tracking-wider text-muted-foreground',
                !open && 'sr-only',
              )}
            >
              Desenvolvedor
            </li>
            {developer.map((item) => (
              <NavEntry
                key={item.name}
                item={item}
                role={role}
                open={open}
                pathname={pathname}
                onNavigate={onNavigate}
              />
            ))}
          </>
        ) : null}
      </ul>
      {open ? (
        <ul className="border-t p-3 text-xs text-muted-foreground">
          {helpLinks.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className="flex items-center gap-1.5 rounded px-1 py-1 hover:text-foreground"
              >
                <ExternalLink className="size-3" /> {link.title}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </nav>
  )
}

function NavEntry({
  item,
  role,
  open,
  pathname,
  onNavigate,
}: {
  item: NavItem
  role: Role
  open: boolean
  pathname: string
  onNavigate?: () => void
}) {
  const section = item.to.split('/').slice(0, 2).join('/')
  const active = pathname === item.to || pathname.startsWith(`${section}/`) || pathname === section
  const [quickOpen, setQuickOpen] = useState(false)
  // §2: submenus collapse when the drawer closes, so it reopens with 'GATILHOS RÁPIDOS' closed.
  if (!open && quickOpen) setQuickOpen(false)
  const Icon = item.icon
  return (
    <li>
      <Link
        to={item.to}
        onClick={(e) => {
          if (!(e.ctrlKey || e.metaKey)) onNavigate?.()
        }}
        data-route-name={item.name}
        title={open ? undefined : item.title}
        className={cn(
          'flex h-9 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors hover:bg-muted',
          active && 'bg-brand/10 text-brand',
        )}
      >
        <span className="relative shrink-0">
          <Icon className="size-4" aria-hidden />
          {item.Badge && !open ? <item.Badge className="absolute -right-2.5 -top-2" /> : null}
        </span>
        <span className={cn('truncate', !open && 'sr-only')}>{item.title}</span>
        {item.novo && open ? <Badge className="ml-auto">novo</Badge> : null}
        {item.Badge && open ? <item.Badge className="ml-auto" /> : null}
      </Link>
      {open && active && item.children ? (
        <ul className="mb-1 ml-7 mt-0.5 border-l pl-2">
          {item.children
            .filter((child) => !child.roles || child.roles.includes(role))
            .map((child) => (
              <li key={child.to}>
                <Link
                  to={child.to}
                  onClick={(e) => {
                    if (!(e.ctrlKey || e.metaKey)) onNavigate?.()
                  }}
                  className={cn(
                    'block rounded px-2 py-1 text-[13px] text-muted-foreground hover:bg-muted hover:text-foreground',
                    pathname === child.to && 'font-semibold text-brand',
                  )}
                >
                  {child.title}
                </Link>
              </li>
            ))}
        </ul>
      ) : null}
      {open && item.quickActions ? (
        <div className="ml-7 pl-2">
          <button
            type="button"
            onClick={() => setQuickOpen((v) => !v)}
            aria-expanded={quickOpen}
            className="flex w-full items-center gap-1 px-2 py-1 text-[11px] font-semibold tracking-wider text-muted-foreground hover:text-foreground"
          >
            <Zap className="size-3" aria-hidden /> GATILHOS RÁPIDOS
            <ChevronDown className={cn('ml-auto size-3 transition-transform', quickOpen && 'rotate-180')} aria-hidden />
          </button>
          {quickOpen ? (
            <ul>
              {item.quickActions
                .filter((action) => !action.roles || action.roles.includes(role))
                .map((action) => (
                  <li key={action.title}>
                    <Link
                      to={action.to}
                      onClick={onNavigate}
                      className="block rounded px-2 py-1 text-[13px] text-muted-foreground hover:bg-muted hover:text-foreground"
                    >
                      {action.title}
                    </Link>
                  </li>
                ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </li>
  )
}
