import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import { REASON_REQUIRED } from '@/contracts/bpo-workflow'
import { formatCountOf, formatMoney } from '@/lib/format'
import { approvalWait, BillNotices } from './bill-notices'
import type { LocalBill } from './bills-data'

export type ApprovalDecision = 'aprovar' | 'rejeitar'

type Props = {
  decision: ApprovalDecision
  bills: LocalBill[]
  onClose: () => void
  onConfirm: (bills: LocalBill[], motivo: string) => Promise<unknown>
}

/** Who can still be decided: an open payable awaiting approval (or rejected, to approve it after all). */
const decidable = (decision: ApprovalDecision, b: LocalBill) =>
  !b.cancelado &&
  BigInt(b.pago) < BigInt(b.valor) &&
  (b.aprovacao === 'pendente' || (decision === 'aprovar' ? b.aprovacao === 'rejeitado' : b.aprovacao === 'aprovado'))

/** The gestor approves or rejects (with a reason) the selected payables, saying which ones are left out. */
export function ApprovalDialog({ decision, bills, onClose, onConfirm }: Props) {
  const id = useId()
  const [busy, setBusy] = useState(false)
  const [motivo, setMotivo] = useState('')
  const [error, setError] = useState<string | null>(null)
  const ok = bills.filter((b) => decidable(decision, b))
  const skipped = bills.length - ok.length
  const total = ok.reduce((s, b) => s + BigInt(b.valor), 0n)
  const reject = decision === 'rejeitar'
  const confirm = async () => {
    if (reject && motivo.trim() === '') {
      setError(REASON_REQUIRED)
      return
    }
    setBusy(true)
    try {
      await onConfirm(ok, motivo.trim())
      onClose()
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{reject ? 'Rejeitar pagamentos' : 'Aprovar pagamentos'}</DialogTitle>
          <DialogDescription>
            {ok.length === 1 ? `A conta “${ok[0].descricao}”` : `${ok.length} contas`} ({formatMoney(total)})
            {reject
              ? ` não ${ok.length === 1 ? 'será paga' : 'serão pagas'} até nova aprovação.`
              : ` ${ok.length === 1 ? 'poderá ser paga' : 'poderão ser pagas'}.`}
            {skipped > 0
              ? ` ${formatCountOf(skipped, 'conta fica', 'contas ficam')} de fora: não estão aguardando esta decisão.`
              : ''}
          </DialogDescription>
        </DialogHeader>
        {ok.map((b) =>
          approvalWait(b) || (b.alertas?.length ?? 0) > 0 ? (
            <div key={b.id} className="grid gap-1">
              {ok.length > 1 ? <p className="text-sm font-medium">{b.descricao}</p> : null}
              <BillNotices bill={b} />
            </div>
          ) : null,
        )}
        {reject ? (
          <div className="grid gap-1">
            <Label htmlFor={`${id}-motivo`}>Motivo da rejeição</Label>
            <textarea
              id={`${id}-motivo`}
              className="min-h-20 rounded-md border bg-background px-3 py-2 text-sm"
              maxLength={500}
              value={motivo}
              aria-invalid={error !== null}
              aria-describedby={error ? `${id}-erro` : undefined}
              onChange={(e) => {
                setMotivo(e.target.value)
                setError(null)
              }}
            />
            {error ? (
              <p id={`${id}-erro`} className="text-xs text-destructive">
                {error}
              </p>
            ) : null}
          </div>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Voltar
          </Button>
          <Button
            variant={reject ? 'destructive' : 'default'}
            loading={busy}
            disabled={ok.length === 0}
            onClick={() => void confirm()}
          >
            {reject ? 'Rejeitar' : 'Aprovar'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
