import { useQuery, useQueryClient } from '@tanstack/react-query'
import { CloudOff, Pencil, Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { openModal } from '@/components/dialogs/modal-store'
import { PageHeader } from '@/components/page-header'
import { ScrollRegion } from '@/components/scroll-region'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import type { CommissionRule } from '@/contracts/commissions'
import { useOnlineOnly } from '@/db/online-only'
import { EmptyState, NoOfficeState, QueryErrorState, TableSkeleton } from '@/features/dre/states'
import { useOfficeId } from '@/features/dre/use-office-id'
import { formatCountOf, formatMoney } from '@/lib/format'
import { CommissionsNav } from './commissions-nav'
import { commissionQueries, useRemoveRule, useRules } from './data'
import { RuleDialog } from './rule-dialog'
import { tiersText, validityText } from './rule-form'

const TITLE = 'Modelos de planilha de comissões'
const head = 'border-b bg-muted px-3 py-2 text-left text-xs font-semibold text-muted-foreground'
const cell = 'border-b px-3 py-2 align-top'

/** /comissoes/modelos: the office's commission rules, created, edited and removed by the gestor or staff. */
export function RulesPage() {
  const office = useOfficeId()
  return (
    <div>
      <PageHeader
        title={TITLE}
        description="Regras de repasse por produto, profissional ou equipe, com vigência, faixas, mínimo garantido, estornos e divisão."
      />
      <CommissionsNav />
      {office === null ? <NoOfficeState /> : <Rules key={office} office={office} />}
    </div>
  )
}

type Names = Map<number, string>
const nameMap = (list: { id: number; nome: string }[] | undefined): Names =>
  new Map((list ?? []).map((o) => [o.id, o.nome]))

function Rules({ office }: { office: number }) {
  const { rows, refreshing, refreshFailed, refreshError } = useRules(office)
  const queryClient = useQueryClient()
  const options = useQuery(commissionQueries.options(office))
  const remove = useRemoveRule(office)
  const onlineOnly = useOnlineOnly()
  const [editing, setEditing] = useState<CommissionRule | 'nova' | null>(null)
  const areas = nameMap(options.data?.areas)
  const profs = nameMap(options.data?.profissionais)
  const teams = nameMap(options.data?.equipes)
  const who = (r: CommissionRule) =>
    r.id_profissional !== null
      ? (profs.get(r.id_profissional) ?? 'Profissional')
      : r.id_equipe !== null
        ? `Equipe ${teams.get(r.id_equipe) ?? ''}`.trim()
        : 'Todos os profissionais'

  const body = () => {
    if (rows === undefined || !options.data || (rows.length === 0 && refreshing)) {
      return <TableSkeleton rows={5} columns={5} />
    }
    if (rows.length === 0 && refreshFailed) {
      return (
        <QueryErrorState
          message={refreshError?.message ?? ''}
          onRetry={() => void queryClient.invalidateQueries({ queryKey: commissionQueries.rules(office) })}
        />
      )
    }
    if (rows.length === 0)
      return (
        <EmptyState title="Nenhuma regra de comissão ainda">
          Use “Nova regra” para definir o repasse dos profissionais.
        </EmptyState>
      )
    return (
      <ScrollRegion label="Regras de comissão" className="rounded-xl border bg-card shadow-sm">
        <table
          className="w-full sm:min-w-[56rem] border-separate border-spacing-0 text-sm"
          aria-label="Regras de comissão"
        >
          <thead>
            <tr>
              <th className={head}>Nome</th>
              <th className={`${head} hidden sm:table-cell`}>Quem recebe</th>
              <th className={`${head} hidden sm:table-cell`}>Produto</th>
              <th className={head}>Percentual</th>
              <th className={`${head} hidden text-right sm:table-cell`}>Mínimo</th>
              <th className={`${head} hidden sm:table-cell`}>Vigência</th>
              <th className={`${head} w-24`}>
                <span className="sr-only">Ações</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} data-testid="regra-comissao">
                <td className={`${cell} font-medium`}>
                  {r.nome}
                  <span className="block text-xs font-normal text-muted-foreground sm:hidden">
                    {who(r)} · {r.id_area_receita === null ? 'todos os produtos' : areas.get(r.id_area_receita)} ·{' '}
                    {validityText(r)}
                  </span>
                </td>
                <td className={`${cell} hidden sm:table-cell`}>
                  {who(r)}
                  {r.divisao.length > 0 ? (
                    <Badge variant="muted" className="ml-2">
                      dividida
                    </Badge>
                  ) : null}
                </td>
                <td className={`${cell} hidden sm:table-cell`}>
                  {r.id_area_receita === null ? 'Todos' : (areas.get(r.id_area_receita) ?? '—')}
                </td>
                <td className={`${cell} tabular`}>
                  {tiersText(r)}
                  <span className="block text-xs text-muted-foreground">
                    sobre receita {r.base === 'liquida' ? 'líquida' : 'bruta'}
                    {r.estorno ? ' · desconta estornos' : ''}
                  </span>
                </td>
                <td className={`${cell} hidden text-right tabular sm:table-cell`}>
                  {BigInt(r.minimo_centavos) > 0n ? formatMoney(BigInt(r.minimo_centavos)) : '—'}
                </td>
                <td className={`${cell} hidden sm:table-cell`}>{validityText(r)}</td>
                <td className={`${cell} text-right`}>
                  <div className="flex justify-end gap-1">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Editar ${r.nome}`}
                      onClick={() => setEditing(r)}
                      {...onlineOnly}
                    >
                      <Pencil aria-hidden />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="text-danger hover:text-danger"
                      aria-label={`Remover ${r.nome}`}
                      {...onlineOnly}
                      onClick={() =>
                        void openModal({
                          title: 'Remover regra?',
                          text: `A regra “${r.nome}” deixa de valer nos próximos cálculos. Competências já aprovadas não mudam.`,
                          buttons: [
                            { text: 'Cancelar', variant: 'outline' },
                            { text: 'Remover', variant: 'destructive', action: () => remove.mutateAsync(r) },
                          ],
                        })
                      }
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    )
  }

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        {rows ? (
          <p className="text-sm text-muted-foreground tabular">{formatCountOf(rows.length, 'regra', 'regras')}</p>
        ) : null}
        <Button
          className="ml-auto"
          onClick={() => setEditing('nova')}
          disabled={!options.data || onlineOnly.disabled}
          title={onlineOnly.title}
        >
          <Plus aria-hidden /> Nova regra
        </Button>
      </div>
      {refreshFailed && rows && rows.length > 0 ? (
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <CloudOff className="size-3.5" aria-hidden /> Mostrando as regras salvas neste aparelho.
        </p>
      ) : null}
      {body()}
      {editing !== null && options.data ? (
        <RuleDialog
          office={office}
          rule={editing === 'nova' ? null : editing}
          options={options.data}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  )
}
