import { useQuery } from '@tanstack/react-query'
import { Columns3 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import { dreQueries } from './queries'

type Props = {
  office: number
  kind: string
  noun: string
  value: string | undefined
  onChange: (ids: string | undefined) => void
}

/** Narrows the table to some of the grouping's entities (`ids`). */
export function ColumnPicker({ office, kind, noun, value, onChange }: Props) {
  const { data = [] } = useQuery(dreQueries.summary(office, kind))
  const entities = data.filter((e): e is typeof e & { id: number } => e.id !== null)
  const selected = new Set((value ?? '').split(',').filter(Boolean).map(Number))
  const toggle = (id: number) => {
    const next = new Set(selected)
    if (next.has(id)) next.delete(id)
    else next.add(id)
    onChange(next.size === 0 ? undefined : [...next].sort((a, b) => a - b).join(','))
  }
  const summary = selected.size === 0 ? 'Todas' : `${selected.size} selecionada${selected.size > 1 ? 's' : ''}`
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="outline" aria-label={`${summary}, filtrar colunas: ${noun}`}>
          <Columns3 aria-hidden />
          {summary}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-72 p-2">
        <fieldset>
          <legend className="px-2 pb-1 text-xs font-semibold text-muted-foreground">{noun}</legend>
          <div className="max-h-72 overflow-auto">
            {entities.map((e) => (
              <label
                key={e.id}
                className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm hover:bg-muted"
              >
                <input
                  type="checkbox"
                  className="size-4 accent-[var(--brand)]"
                  checked={selected.has(e.id)}
                  onChange={() => toggle(e.id)}
                />
                <span className="truncate">{e.nome}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {selected.size > 0 ? (
          <Button variant="ghost" size="sm" className="mt-1 w-full" onClick={() => onChange(undefined)}>
            Mostrar todas
          </Button>
        ) : null}
      </PopoverContent>
    </Popover>
  )
}
