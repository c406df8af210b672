import { approvalLabels } from '@/contracts/bill-tags'
import { formatDate } from '@/lib/format'
import { approvalWait } from './bill-notices'
import type { LocalBill } from './bills-data'

const tone = {
  pendente: 'border-warning text-warning',
  aprovado: 'border-success text-success',
  rejeitado: 'border-destructive text-destructive',
} as const

/** 'Aprovado por Ana em 24/11/2026 10:30', 'Rejeitado por … : motivo', or null when nothing was decided. */
export function approvalNote(b: Pick<LocalBill, 'aprovacao' | 'aprovacao_por' | 'aprovacao_em' | 'aprovacao_motivo'>) {
  if (!b.aprovacao || b.aprovacao === 'pendente' || !b.aprovacao_em) return null
  const when = new Date(b.aprovacao_em)
  const time = when.toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: 'America/Sao_Paulo' })
  const day = formatDate(when.toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' }))
  const note = `${approvalLabels[b.aprovacao]} por ${b.aprovacao_por ?? 'gestor'} em ${day} ${time}`
  return b.aprovacao_motivo ? `${note}: ${b.aprovacao_motivo}` : note
}

/** A payable's approval state; its title says who decided, when and why (or who must approve it). */
export function ApprovalBadge({ bill }: { bill: LocalBill }) {
  // A row cached before the workflow existed has no approval field yet.
  if (!bill.aprovacao) return null
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2 py-0.5 text-[11px] font-semibold leading-4 whitespace-nowrap ${tone[bill.aprovacao]}`}
      title={
        approvalNote(bill) ??
        approvalWait(bill) ??
        (bill.aprovacao === 'pendente' && bill.aprovador ? `Aprovador: ${bill.aprovador}` : undefined)
      }
      data-testid="aprovacao"
    >
      {bill.aprovacao === 'pendente' && bill.aprovacao_reaberta_motivo
        ? 'Aguardando nova aprovação'
        : bill.aprovacao === 'pendente' && (bill.aprovacoes?.length ?? 0) > 0
          ? 'Aguardando 2ª aprovação'
          : approvalLabels[bill.aprovacao]}
    </span>
  )
}
