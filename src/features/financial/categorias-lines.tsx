import { ArrowDown, ArrowUp } from 'lucide-react'
import { useState } from 'react'
import type { z } from 'zod'
import { ScrollRegion } from '@/components/scroll-region'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import type { resultLine } from '@/contracts/financial'
import { useLineOrder, useLineRename } from './categorias-api'

type Line = z.infer<typeof resultLine>

/** The office's DRE lines: rename in place, move up or down (the bottom line must stay a subtotal). */
export function CategoriasLines({ office, lines }: { office: number; lines: Line[] }) {
  const order = useLineOrder(office)
  const move = (index: number, delta: -1 | 1) => {
    const next = [...lines]
    ;[next[index], next[index + delta]] = [next[index + delta], next[index]]
    order.mutate(next.map((l) => ({ id: l.id, version: l.version })))
  }
  return (
    <ScrollRegion label="Linhas do DRE" className="rounded-xl border bg-card shadow-sm">
      <table className="w-full border-separate border-spacing-0 text-sm" aria-label="Linhas do DRE">
        <thead>
          <tr className="text-left text-xs font-semibold text-muted-foreground">
            <th className="w-24 border-b bg-muted px-4 py-2">Ordem</th>
            <th className="border-b bg-muted px-4 py-2">Linha do DRE</th>
            <th className="w-40 border-b bg-muted px-4 py-2">Tipo</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, i) => (
            <tr key={line.id} className={line.tipo === 'subtotal' ? 'bg-row-subtotal font-semibold' : undefined}>
              <td className="border-b px-2 py-1.5">
                <div className="flex gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Subir ${line.nome}`}
                    disabled={i === 0 || order.isPending}
                    onClick={() => move(i, -1)}
                  >
                    <ArrowUp aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Descer ${line.nome}`}
                    disabled={i === lines.length - 1 || order.isPending}
                    onClick={() => move(i, 1)}
                  >
                    <ArrowDown aria-hidden />
                  </Button>
                </div>
              </td>
              <td className="border-b px-4 py-1.5">
                <LineName office={office} line={line} />
              </td>
              <td className="border-b px-4 py-1.5 text-xs font-normal text-muted-foreground">
                {line.tipo === 'subtotal' ? 'Subtotal (soma das linhas acima)' : 'Lançamentos'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  )
}

function LineName({ office, line }: { office: number; line: Line }) {
  const rename = useLineRename(office)
  const [draft, setDraft] = useState(line.nome)
  const [shown, setShown] = useState(line.nome)
  if (shown !== line.nome) {
    setShown(line.nome)
    setDraft(line.nome)
  }
  const empty = draft.trim() === ''
  const save = () => {
    if (empty || draft.trim() === line.nome) return
    rename.mutate({ id: line.id, nome: draft.trim(), version: line.version })
  }
  return (
    <div className="flex min-w-56 flex-col gap-1">
      <Input
        aria-label={`Nome da linha ${line.nome}`}
        value={draft}
        maxLength={80}
        disabled={rename.isPending}
        aria-invalid={empty || undefined}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={save}
        onKeyDown={(e) => {
          if (e.key === 'Enter') save()
          if (e.key === 'Escape') setDraft(line.nome)
        }}
      />
      {empty ? <span className="text-xs font-normal text-danger">Informe o nome da linha</span> : null}
    </div>
  )
}
