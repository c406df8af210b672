import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { ScrollRegion } from '@/components/scroll-region'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import type { Consolidation } from '@/contracts/dataroom'
import { dataroomFilePaths } from '@/contracts/dataroom-catalogue'
import { api } from '@/lib/api/client'
import { formatDateTime } from '@/lib/format'
import { notify } from '@/lib/notify'
import { useOnline } from '@/lib/online'
import { JobProgress } from './job-progress'
import { competenceChoices, lastClosedMonth, referenceLabel } from './labels'
import { dataroomQueries } from './queries'
import { QueryStates } from './query-states'

const estadoLabels: Record<Consolidation['estado'], string> = {
  executando: 'Em andamento',
  concluida: 'Concluída',
  erro: 'Erro',
}
const estadoVariants = { executando: 'info', concluida: 'success', erro: 'danger' } as const

/** The office's monthly consolidations: month, state, what each category had, who asked and when. */
export function ConsolidationsList({ office }: { office: number }) {
  const query = useQuery(dataroomQueries.consolidations(office))
  return (
    <QueryStates
      query={query}
      empty="Nenhum mês consolidado"
      emptyHint="A equipe consolida cada mês depois que os arquivos do mês são processados."
    >
      {(rows) => (
        <ScrollRegion label="Consolidações mensais" className="max-h-96 rounded-xl border bg-card shadow-sm">
          <table className="w-full min-w-[44rem] text-sm" aria-label="Consolidações mensais">
            <thead className="text-left text-xs text-muted-foreground">
              <tr className="border-b bg-muted">
                <th className="px-3 py-2">Competência</th>
                <th className="px-3 py-2">Situação</th>
                <th className="px-3 py-2">Resultado</th>
                <th className="px-3 py-2">Solicitado por</th>
                <th className="px-3 py-2">Concluído em</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((c) => (
                <tr key={c.competencia} className="border-b align-top" data-testid="consolidacao">
                  <td className="px-3 py-2 tabular">{referenceLabel('mensal', c.competencia)}</td>
                  <td className="px-3 py-2">
                    <Badge variant={estadoVariants[c.estado]}>{estadoLabels[c.estado]}</Badge>
                  </td>
                  <td className="px-3 py-2">
                    <p className={c.estado === 'erro' ? 'text-danger' : undefined}>{c.mensagem ?? '—'}</p>
                    {c.categorias.length ? (
                      <p className="text-xs text-muted-foreground">
                        {c.categorias
                          .map(
                            (k) =>
                              `${k.titulo}: ${k.concluidos}/${k.arquivos}${k.com_erro ? ` (${k.com_erro} com erro)` : ''}`,
                          )
                          .join(' · ')}
                      </p>
                    ) : null}
                  </td>
                  <td className="px-3 py-2">
                    {c.solicitado_por}
                    <span className="block text-xs text-muted-foreground tabular">
                      {formatDateTime(c.solicitado_em)}
                    </span>
                  </td>
                  <td className="px-3 py-2 tabular">{c.concluido_em ? formatDateTime(c.concluido_em) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </QueryStates>
  )
}

/** Staff: run the month's consolidation for the office, following its progress. */
export function ConsolidationCard({ office }: { office: number }) {
  const id = useId()
  const online = useOnline()
  const queryClient = useQueryClient()
  const [month, setMonth] = useState(lastClosedMonth)
  const [job, setJob] = useState<{ id: string; month: string } | null>(null)
  const start = useMutation({
    mutationFn: () =>
      api.post<{ value: Consolidation }>(dataroomFilePaths.consolidation, {
        id_escritorio: office,
        competencia: month,
      }),
    onSuccess: async (answer) => {
      if (answer.value.id_tarefa) setJob({ id: answer.value.id_tarefa, month })
      await queryClient.invalidateQueries({ queryKey: dataroomQueries.consolidations(office).queryKey })
    },
    onError: (error) => notify({ text: error.message, color: 'danger' }),
  })
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base text-foreground">Consolidação mensal</CardTitle>
        <p className="text-sm text-muted-foreground">
          Confere os envios processados do mês por categoria e marca o mês como consolidado no relatório de meses sem
          envio. Se algum arquivo do mês ainda estiver em processamento, a consolidação espera e tenta de novo.
        </p>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-3">
        <div className="flex flex-wrap items-end gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-mes`}>Competência</Label>
            <NativeSelect id={`${id}-mes`} value={month} onChange={(e) => setMonth(e.target.value)}>
              {competenceChoices().map((m) => (
                <option key={m} value={m}>
                  {referenceLabel('mensal', m)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button onClick={() => start.mutate()} disabled={!online || start.isPending}>
            Consolidar mês
          </Button>
        </div>
        {online ? null : <p className="text-sm text-muted-foreground">A consolidação precisa de conexão.</p>}
        {job ? (
          <JobProgress
            key={job.id}
            office={office}
            job={job.id}
            title={`Consolidação de ${referenceLabel('mensal', job.month)}`}
          />
        ) : null}
      </CardContent>
    </Card>
  )
}
