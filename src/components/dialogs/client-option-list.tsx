import { RadioGroup as RadioGroupPrimitive } from 'radix-ui'
import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/cn'

export type ClientOption = {
  id: number
  nome: string
  documento?: string | null
  /** Missing or negative: the user has no access to this client yet. */
  id_cadastro_cliente?: number | null
}

type Props = {
  label: string
  clients: readonly ClientOption[]
  selectedId: number | null
  recentIds: ReadonlySet<number>
  onSelect: (id: number) => void
}

const hasAccess = (client: ClientOption) =>
  typeof client.id_cadastro_cliente === 'number' && client.id_cadastro_cliente >= 0

/** The choosable clients of 'Selecionar cliente'; arrow keys move the choice. */
export function ClientOptionList({ label, clients, selectedId, recentIds, onSelect }: Props) {
  return (
    <RadioGroupPrimitive.Root
      aria-label={label}
      value={selectedId === null ? '' : String(selectedId)}
      onValueChange={(value) => onSelect(Number(value))}
      className="grid gap-1"
    >
      {clients.map((client) => (
        <RadioGroupPrimitive.Item
          key={client.id}
          value={String(client.id)}
          className={cn(
            'flex w-full items-center gap-3 rounded-md border border-transparent px-3 py-2 text-left text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
            'data-[state=checked]:border-brand data-[state=checked]:bg-brand/10',
          )}
        >
          <span className="min-w-0 flex-1">
            <span className="block truncate font-medium">{client.nome}</span>
            {client.documento ? (
              <span className="block text-xs text-muted-foreground tabular">{client.documento}</span>
            ) : null}
          </span>
          {recentIds.has(client.id) ? <Badge variant="info">Recente</Badge> : null}
          {hasAccess(client) ? null : <Badge variant="warning">Sem acesso</Badge>}
        </RadioGroupPrimitive.Item>
      ))}
    </RadioGroupPrimitive.Root>
  )
}
