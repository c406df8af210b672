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
import type { BillKind } from '@/contracts/bill-status'
import { APPROVED_TAG, type BillTag, tagInfo, workflowStep } from '@/contracts/bill-tags'
import { MOVE_REASON_REQUIRED, movesFor, NO_STEP_LABEL } from '@/contracts/erp-machine'
import { type LocalBill, tagsOf } from './bills-data'
import { ErpHistory } from './erp-history'
import { useErpRole } from './erp-role'

type Props = {
  office: number
  kind: BillKind
  bill: LocalBill
  onClose: () => void
  onMove: (para: BillTag, motivo: string | null) => Promise<unknown>
}

/** Whether a move to 'pagamento-aprovado' waits for the approver (staff cannot make it then). */
export const awaitsApprover = (bill: LocalBill, to: BillTag, role: 'equipe' | 'gestor') =>
  to === APPROVED_TAG && role === 'equipe' && (bill.aprovacao === 'pendente' || bill.aprovacao === 'rejeitado')

/**
 * The bill's ERP step: the moves the caller's role may make from it (the state machine of erp-machine.ts), a
 * reason where the move goes back, and the bill's history.
 */
export function ErpMoveDialog({ office, kind, bill, onClose, onMove }: Props) {
  const id = useId()
  const role = useErpRole()
  const from = workflowStep(tagsOf(bill))
  const moves = movesFor(from, role).filter((m) => !awaitsApprover(bill, m.to, role))
  const [to, setTo] = useState<BillTag | null>(moves[0]?.to ?? null)
  const [motivo, setMotivo] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const chosen = moves.find((m) => m.to === to)
  const save = async () => {
    if (!chosen) return
    if (chosen.reason && motivo.trim() === '') {
      setError(MOVE_REASON_REQUIRED)
      return
    }
    setBusy(true)
    try {
      await onMove(chosen.to, motivo.trim() || null)
      onClose()
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Etapa do ERP</DialogTitle>
          <DialogDescription>
            {bill.descricao} · etapa atual: {from === null ? NO_STEP_LABEL : tagInfo(from).label}
          </DialogDescription>
        </DialogHeader>
        {moves.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {from === 'pagamento-agendado' && role === 'equipe'
              ? 'Aguarda a aprovação do gestor.'
              : 'Nenhuma mudança de etapa disponível para você nesta etapa.'}
          </p>
        ) : (
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">Mover para</legend>
            {moves.map((m) => (
              <label key={m.to} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-etapa`}
                  className="size-4 accent-primary"
                  checked={to === m.to}
                  onChange={() => {
                    setTo(m.to)
                    setError(null)
                  }}
                />
                <span className="size-2.5 rounded-full" style={{ backgroundColor: tagInfo(m.to).cor }} aria-hidden />
                {tagInfo(m.to).label}
                {m.reason ? <span className="text-xs text-muted-foreground">(informe o motivo)</span> : null}
              </label>
            ))}
          </fieldset>
        )}
        {moves.length > 0 ? (
          <div className="grid gap-1">
            <Label htmlFor={`${id}-motivo`}>Motivo{chosen?.reason ? '' : ' (opcional)'}</Label>
            <textarea
              id={`${id}-motivo`}
              className="min-h-16 rounded-md border bg-background px-3 py-2 text-sm"
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
        {typeof bill.id === 'number' ? <ErpHistory office={office} kind={kind} id={bill.id} /> : null}
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Voltar
          </Button>
          <Button loading={busy} disabled={!chosen} onClick={() => void save()}>
            Mover
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
