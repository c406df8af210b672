import { useState } from 'react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { formatCountOf, formatMoney } from '@/lib/format'
import type { LocalBill } from './bills-data'

export type BulkAction = 'cancelar' | 'remover'

type Props = {
  action: BulkAction
  bills: LocalBill[]
  onClose: () => void
  onConfirm: (bills: LocalBill[]) => Promise<unknown>
}

/** A bill with payments is neither cancelled nor removed (undo its payments first); a cancelled one stays so. */
const allowed = (action: BulkAction, b: LocalBill) => BigInt(b.pago) === 0n && (action === 'remover' || !b.cancelado)

/** Confirms cancelling or removing the selected bills, saying which ones are left out and why. */
export function BulkConfirmDialog({ action, bills, onClose, onConfirm }: Props) {
  const [busy, setBusy] = useState(false)
  const ok = bills.filter((b) => allowed(action, b))
  const skipped = bills.length - ok.length
  const total = ok.reduce((s, b) => s + BigInt(b.valor), 0n)
  const confirm = async () => {
    setBusy(true)
    try {
      await onConfirm(ok)
      onClose()
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{action === 'remover' ? 'Confirmar remoção' : 'Confirmar cancelamento'}</DialogTitle>
          <DialogDescription>
            {ok.length === 1 ? `A conta “${ok[0].descricao}”` : `${ok.length} contas`} ({formatMoney(total)})
            {action === 'remover' ? ' serão removidas.' : ' serão canceladas.'}
            {skipped > 0
              ? ` ${formatCountOf(skipped, 'conta fica', 'contas ficam')} de fora: têm pagamentos${action === 'cancelar' ? ' ou já estão canceladas' : ''}.`
              : ''}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Voltar
          </Button>
          <Button
            variant={action === 'remover' ? 'destructive' : 'default'}
            loading={busy}
            disabled={ok.length === 0}
            onClick={() => void confirm()}
          >
            {action === 'remover' ? 'Remover' : 'Cancelar contas'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
