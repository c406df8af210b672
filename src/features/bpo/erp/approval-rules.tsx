import { queryOptions, useQuery } from '@tanstack/react-query'
import { ShieldCheck } from 'lucide-react'
import { Suspense, useState } from 'react'
import { lazyNamed } from '@/components/lazy-parts'
import { Button } from '@/components/ui/button'
import { planPaths } from '@/contracts/bpo-plan-paths'
import { approvalRulesResponse, type ApprovalRules as Rules } from '@/contracts/bpo-plans'
import { requestParsed } from '@/lib/api/client'
import { formatMoney } from '@/lib/format'

const ApprovalRulesDialog = lazyNamed(() => import('./approval-rules-dialog').then((m) => m.ApprovalRulesDialog))

export const rulesQuery = (office: number) =>
  queryOptions({
    queryKey: ['bpo', office, 'regras-aprovacao'] as const,
    queryFn: () => requestParsed(approvalRulesResponse, 'GET', planPaths.approvalRules(office)).then((r) => r.value),
  })

/** 'Acima de R$ 5.000,00: Gestor' for each rule and the two-approver threshold, or that no payment needs approval. */
export const rulesSummary = (rules: Pick<Rules, 'regras' | 'dupla_acima_de'>) =>
  [
    ...rules.regras.map((r) => `acima de ${formatMoney(BigInt(r.acima_de))}: ${r.aprovador}`),
    ...(rules.dupla_acima_de === null ? [] : [`dupla aprovação acima de ${formatMoney(BigInt(rules.dupla_acima_de))}`]),
  ].join(' · ') || 'Nenhum pagamento precisa de aprovação'

/** The office's approval rules on the ERP board: a summary, and the editor behind 'Regras de aprovação'. */
export function ApprovalRules({ office }: { office: number }) {
  const { data } = useQuery(rulesQuery(office))
  const [open, setOpen] = useState(false)
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <p className="text-muted-foreground" data-testid="regras-aprovacao">
        Aprovação: {data ? rulesSummary(data) : '…'}
      </p>
      <Button size="sm" variant="outline" disabled={data === undefined} onClick={() => setOpen(true)}>
        <ShieldCheck /> Regras de aprovação
      </Button>
      {open && data ? (
        <Suspense fallback={null}>
          <ApprovalRulesDialog office={office} rules={data} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  )
}
