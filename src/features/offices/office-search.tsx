import { useQuery } from '@tanstack/react-query'
import { Building2, History, Search, X } from 'lucide-react'
import { useId, useMemo, useState } from 'react'
import type { OfficeListItem } from '@/contracts/office-overview'
import { cn } from '@/lib/cn'
import { normalizeForSearch } from '@/lib/text'
import { officeQueries, useSelectOffice } from './office-api'
import { currentOfficeStore, recentOfficesStore, type SelectedOffice } from './office-store'

const MAX_RESULTS = 50

/** §2: accent-insensitive search over the office name or its id text. */
export function filterOffices(offices: OfficeListItem[], query: string): OfficeListItem[] {
  const q = normalizeForSearch(query.trim())
  if (!q) return offices
  return offices.filter((o) => normalizeForSearch(o.nome_escritorio).includes(q) || String(o.id_escritorio).includes(q))
}

/** Top-bar office picker for staff: search over the offices, the recent ones first. */
export function OfficeSearch() {
  const { data: offices = [], isFetching } = useQuery(officeQueries.list())
  const recent = recentOfficesStore.use()
  const select = useSelectOffice()
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const listId = useId()

  const options: SelectedOffice[] = useMemo(() => {
    if (!query.trim()) {
      const recentIds = new Set(recent.map((r) => r.id))
      return [...recent, ...offices.filter((o) => !recentIds.has(o.id_escritorio)).map(toSelected)].slice(
        0,
        MAX_RESULTS,
      )
    }
    return filterOffices(offices, query).slice(0, MAX_RESULTS).map(toSelected)
  }, [offices, recent, query])

  const choose = (office: SelectedOffice) => {
    select.mutate(office)
    setQuery('')
    setOpen(false)
  }

  return (
    <div className="relative min-w-0 flex-1 md:max-w-sm">
      <Search
        className="pointer-events-none absolute left-2.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <input
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && options[active] ? `${listId}-${active}` : undefined}
        aria-label="Pesquisar escritório"
        placeholder="Pesquisar escritório"
        value={query}
        onChange={(e) => {
          setQuery(e.target.value)
          setActive(0)
          setOpen(true)
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 120)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault()
            setOpen(true)
            setActive((i) => Math.min(i + 1, options.length - 1))
          } else if (e.key === 'ArrowUp') {
            e.preventDefault()
            setActive((i) => Math.max(i - 1, 0))
          } else if (e.key === 'Enter' && options[active]) {
            e.preventDefault()
            choose(options[active])
          } else if (e.key === 'Escape') {
            setOpen(false)
          }
        }}
        className="h-9 w-full rounded-md border bg-card pl-8 pr-3 text-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      />
      {open ? (
        <div
          id={listId}
          role="listbox"
          aria-label="Escritórios"
          className="absolute left-0 right-0 top-10 z-40 max-h-80 overflow-y-auto rounded-lg border bg-card p-1 shadow-lg"
        >
          {options.length === 0 ? (
            <p className="px-3 py-2 text-sm text-muted-foreground">
              {isFetching ? 'Carregando escritórios…' : 'Nenhum escritório encontrado'}
            </p>
          ) : (
            options.map((office, i) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (aria-activedescendant)
              <div
                key={office.id}
                id={`${listId}-${i}`}
                role="option"
                tabIndex={-1}
                aria-selected={i === active}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(office)}
                onMouseEnter={() => setActive(i)}
                className={cn(
                  'flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm',
                  i === active && 'bg-muted',
                )}
              >
                {!query.trim() && recent.some((r) => r.id === office.id) ? (
                  <History className="size-3.5 text-muted-foreground" aria-label="Recente" />
                ) : (
                  <Building2 className="size-3.5 text-muted-foreground" aria-hidden />
                )}
                <span className="truncate">{office.nome}</span>
                <span className="ml-auto text-xs text-muted-foreground tabular">#{office.id}</span>
              </div>
            ))
          )}
        </div>
      ) : null}
    </div>
  )
}

/** The office staff are working in, with a button that leaves it. */
export function StaffOfficeChip() {
  const current = currentOfficeStore.use()
  const select = useSelectOffice()
  return <SelectedOfficeChip office={current} onClear={() => select.mutate(null)} />
}

export function SelectedOfficeChip({ office, onClear }: { office: SelectedOffice | null; onClear?: () => void }) {
  if (!office)
    return (
      <span
        className="min-w-0 shrink truncate text-xs text-muted-foreground md:text-sm"
        title="Nenhum escritório selecionado"
      >
        Nenhum escritório selecionado
      </span>
    )
  return (
    <span
      // Visible on phones too: advisors and staff need to see which office they are in (smaller there).
      className="inline-flex min-w-0 max-w-full shrink items-center gap-1 rounded-full bg-brand/10 py-1 pl-3 pr-1 text-xs font-medium text-brand md:max-w-xs md:text-sm"
      data-testid="escritorio-selecionado"
    >
      <span className="truncate" title={office.nome}>
        {office.nome}
      </span>
      {onClear ? (
        <button
          type="button"
          onClick={onClear}
          className="rounded-full p-0.5 hover:bg-brand/20"
          aria-label="Limpar escritório selecionado"
        >
          <X className="size-3.5" />
        </button>
      ) : null}
    </span>
  )
}

const toSelected = (o: OfficeListItem): SelectedOffice => ({ id: o.id_escritorio, nome: o.nome_escritorio })
