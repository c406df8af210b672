import { Loader2 } from 'lucide-react'
import { InAppLink } from '@/components/in-app-link'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import type { SimulationState } from '@/contracts/validation'
import { formatCount, formatDateTime } from '@/lib/format'

/** §3 Simulation state: what is running now (temporary DRE versions under review, durable jobs). */
export function SimulationPanel({ state, manyOffices }: { state: SimulationState; manyOffices: boolean }) {
  return (
    <Card data-testid="simulacoes">
      <CardHeader className="flex flex-row items-center justify-between gap-3">
        <CardTitle className="text-base">Simulações em andamento</CardTitle>
        <Badge variant={state.has_simulation ? 'info' : 'muted'}>
          {state.has_simulation ? `${formatCount(state.running.length)} em andamento` : 'Nenhuma'}
        </Badge>
      </CardHeader>
      <CardContent className="text-sm">
        {state.running.length === 0 ? (
          <p className="text-muted-foreground">Nenhuma versão em revisão ou processamento em andamento.</p>
        ) : (
          <ul className="grid gap-2">
            {state.running.map((r) => (
              <li
                key={`${r.tipo}-${r.id_escritorio}-${r.desde}-${r.descricao}`}
                className="flex min-w-0 items-center gap-2"
              >
                <Loader2 className="size-4 shrink-0 animate-spin text-info motion-reduce:animate-none" aria-hidden />
                <InAppLink href={`/admin${r.href}`} className="min-w-0 truncate text-brand hover:underline">
                  {manyOffices ? `${r.nome_escritorio}: ` : ''}
                  {r.descricao}
                </InAppLink>
                <span className="ml-auto shrink-0 text-xs text-muted-foreground">desde {formatDateTime(r.desde)}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
