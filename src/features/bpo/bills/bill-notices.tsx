import { AlertTriangle } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/cn'
import type { LocalBill } from './bills-data'

type Noticed = Pick<
  LocalBill,
  'aprovacao' | 'aprovacao_reaberta_motivo' | 'aprovacoes' | 'aprovacoes_necessarias' | 'alertas'
>

/** Why a payable waits for approval again, or for its second approver; null when neither. */
export function approvalWait(b: Noticed) {
  if (b.aprovacao !== 'pendente') return null
  if (b.aprovacao_reaberta_motivo) return `Voltou a aguardar aprovação. ${b.aprovacao_reaberta_motivo}`
  const done = b.aprovacoes ?? []
  if (done.length > 0 && (b.aprovacoes_necessarias ?? 1) > done.length)
    return `Aprovação ${done.length} de ${b.aprovacoes_necessarias}: aprovada por ${done.map((a) => a.nome).join(', ')}; falta a de outro gestor.`
  return null
}

/**
 * What to check on a bill before paying or approving it: its open flags (e.g. its provider's bank data changed) and
 * why it waits for approval again. Nothing when there is nothing to say.
 */
export function BillNotices({ bill, className }: { bill: Noticed; className?: string }) {
  const wait = approvalWait(bill)
  const flags = bill.alertas ?? []
  if (!wait && flags.length === 0) return null
  return (
    <ul className={cn('grid gap-1.5', className)} aria-label="Avisos da conta" data-testid="avisos-conta">
      {flags.map((f) => (
        <li key={f.id} className="flex gap-2 rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm">
          <AlertTriangle className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
          <span>{f.mensagem}</span>
        </li>
      ))}
      {wait ? <li className="rounded-md border px-3 py-2 text-sm text-muted-foreground">{wait}</li> : null}
    </ul>
  )
}

/** The list's mark of a bill with open flags: 'Conferir', its title the flags' messages. */
export function FlagMark({ bill }: { bill: Pick<LocalBill, 'alertas'> }) {
  const flags = bill.alertas ?? []
  if (flags.length === 0) return null
  return (
    <Badge
      variant="warning"
      className="shrink-0 gap-1"
      title={flags.map((f) => f.mensagem).join('\n')}
      data-testid="alerta-conta"
    >
      <AlertTriangle className="size-3" aria-hidden />
      Conferir
      <span className="sr-only">: {flags.map((f) => f.mensagem).join(' ')}</span>
    </Badge>
  )
}
