import { useVirtualizer } from '@tanstack/react-virtual'
import { Search } from 'lucide-react'
import { useMemo, useRef, useState } from 'react'
import { Input } from '@/components/ui/input'
import type { ClientItem } from '@/contracts/clients'
import { formatCount, formatCountOf, formatDate, formatMoney } from '@/lib/format'
import { matchesSearch } from '@/lib/text'

const ROW_HEIGHT = 52

/**
 * Every client of the scope, searchable (accent-insensitive), drawn virtually so long books stay fast. On a
 * phone a row keeps the client and the wealth; the professional and the date need a wider screen.
 */
export function ClientList({
  clients,
  onOpen,
}: {
  clients: readonly ClientItem[]
  onOpen: (client: ClientItem) => void
}) {
  const [query, setQuery] = useState('')
  const shown = useMemo(
    () => clients.filter((c) => matchesSearch(query, c.nome_cliente, c.email, c.id)),
    [clients, query],
  )
  const scroller = useRef<HTMLDivElement>(null)
  const virtual = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  })
  return (
    <div className="space-y-3">
      <div className="flex items-center gap-3">
        <div className="relative w-full max-w-sm">
          <Search className="pointer-events-none absolute left-2.5 top-2.5 size-4 text-muted-foreground" aria-hidden />
          <Input
            type="search"
            aria-label="Pesquisar cliente"
            placeholder="Pesquisar cliente"
            className="pl-8"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        <span className="text-sm text-muted-foreground" data-testid="clientes-total">
          {formatCount(shown.length)} de {formatCountOf(clients.length, 'cliente', 'clientes')}
        </span>
      </div>
      <div className="rounded-lg border bg-card">
        <div className="grid grid-cols-[minmax(0,1fr)_auto] sm:grid-cols-[1fr_12rem_10rem_7rem] gap-3 border-b bg-muted/60 px-3 py-2 text-xs uppercase tracking-wide text-muted-foreground">
          <span>Cliente</span>
          <span className="hidden sm:block">Profissional</span>
          <span className="text-right">Patrimônio</span>
          <span className="hidden text-right sm:block">Atualizado</span>
        </div>
        <div ref={scroller} className="max-h-[60vh] overflow-y-auto">
          {shown.length === 0 ? (
            <p className="p-6 text-center text-sm text-muted-foreground">Nenhum cliente encontrado</p>
          ) : null}
          <ul aria-label="Clientes" style={{ height: virtual.getTotalSize(), position: 'relative' }}>
            {virtual.getVirtualItems().map((row) => {
              const c = shown[row.index]
              return (
                <li
                  key={c.id}
                  className="absolute left-0 w-full"
                  style={{ height: ROW_HEIGHT, transform: `translateY(${row.start}px)` }}
                >
                  <button
                    type="button"
                    onClick={() => onOpen(c)}
                    className="grid h-full w-full grid-cols-[minmax(0,1fr)_auto] sm:grid-cols-[1fr_12rem_10rem_7rem] items-center gap-3 border-b px-3 text-left text-sm hover:bg-muted"
                  >
                    <span className="min-w-0">
                      <span className="block truncate font-medium">{c.nome_cliente}</span>
                      <span className="block truncate text-xs text-muted-foreground">{c.email ?? '—'}</span>
                    </span>
                    <span className="hidden truncate text-muted-foreground sm:block">{c.nome_profissional ?? '—'}</span>
                    <span className="text-right tabular">{formatMoney(BigInt(c.patrimonio_centavos))}</span>
                    <span className="hidden text-right text-muted-foreground tabular sm:block">
                      {formatDate(c.data_atualizacao)}
                    </span>
                  </button>
                </li>
              )
            })}
          </ul>
        </div>
      </div>
    </div>
  )
}
