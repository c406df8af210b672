import { Search } from 'lucide-react'
import { type FormEvent, useId, useMemo, useState } from 'react'
import { type ClientOption, ClientOptionList } from '@/components/dialogs/client-option-list'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { matchesSearch } from '@/lib/text'
import { clientSelection } from '@/lib/validation'

/** Longest list drawn at once; the search narrows the rest. */
const SHOWN_MAX = 50

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  clients: readonly ClientOption[]
  /** Most recent first (src/lib/recent-clients.ts); they are listed first. */
  recentIds?: readonly number[]
  currentId?: number | null
  onSelect: (client: ClientOption) => unknown
  /** What choosing does (default: the client whose data the pages show). */
  description?: string
  /** '+ Cliente' in the empty state, with what was searched; this dialog closes first. */
  onCreateClient?: (search: string) => void
}

/** §2 'Selecionar cliente' (presentational: the caller gives the clients and remembers recent ones). */
export function SelectClientDialog({
  open,
  onOpenChange,
  clients,
  recentIds = [],
  currentId = null,
  onSelect,
  onCreateClient,
  description = 'Escolha o cliente cujos dados você quer ver.',
}: Props) {
  const id = useId()
  const [query, setQuery] = useState('')
  const [selectedId, setSelectedId] = useState<number | null>(currentId)
  const [error, setError] = useState<string | null>(null)
  const recentSet = useMemo(() => new Set(recentIds), [recentIds])
  // Each opening starts on the current client, however the caller opened it (its own button or a prop).
  const [wasOpen, setWasOpen] = useState(open)
  if (open !== wasOpen) {
    setWasOpen(open)
    if (open) setSelectedId(currentId)
  }

  const ordered = useMemo(() => {
    const byId = new Map(clients.map((client) => [client.id, client]))
    const recent = recentIds.flatMap((clientId) => byId.get(clientId) ?? [])
    const rest = clients
      .filter((client) => !recentSet.has(client.id))
      .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'))
    return [...recent, ...rest]
  }, [clients, recentIds, recentSet])
  const filtered = useMemo(
    () => ordered.filter((client) => matchesSearch(query, client.nome, client.documento)),
    [ordered, query],
  )
  const shown = filtered.slice(0, SHOWN_MAX)

  const change = (next: boolean) => {
    if (!next) {
      setQuery('')
      setError(null)
    }
    onOpenChange(next)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const client = clients.find((item) => item.id === selectedId) ?? null
    const result = clientSelection(client)
    if (result !== true || !client) return setError(result === true ? null : result)
    onSelect(client)
    change(false)
  }

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Selecionar cliente</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-3" onSubmit={submit} noValidate>
          <div className="relative">
            <Search
              className="pointer-events-none absolute left-2.5 top-2.5 size-4 text-muted-foreground"
              aria-hidden
            />
            <Input
              type="search"
              aria-label="Pesquisar outro cliente"
              placeholder="Pesquisar outro cliente"
              className="pl-8"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
          <div className="max-h-72 overflow-y-auto pr-1">
            {shown.length > 0 ? (
              <ClientOptionList
                label="Clientes"
                clients={shown}
                selectedId={selectedId}
                recentIds={recentSet}
                onSelect={(clientId) => {
                  setSelectedId(clientId)
                  setError(null)
                }}
              />
            ) : (
              <div className="grid place-items-center gap-3 py-8 text-center">
                <p className="text-sm text-muted-foreground">Nenhum cliente encontrado</p>
                {onCreateClient ? (
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    onClick={() => {
                      const search = query
                      change(false)
                      onCreateClient(search)
                    }}
                  >
                    + Cliente
                  </Button>
                ) : null}
              </div>
            )}
            {filtered.length > SHOWN_MAX ? (
              <p className="mt-2 text-xs text-muted-foreground">
                Mostrando {SHOWN_MAX} de {filtered.length}. Pesquise para encontrar outros.
              </p>
            ) : null}
          </div>
          {error ? (
            <p id={`${id}-erro`} role="alert" className="text-sm text-danger">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => change(false)}>
              Cancelar
            </Button>
            <Button type="submit">Selecionar</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
