import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { FormDialogFooter } from '@/components/dialogs/form-parts'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import type { Charge } from '@/contracts/billing'
import { formatMoney } from '@/lib/format'
import { billingQueries, useSettleCharge } from './data'

/**
 * 'Receber': a rule's charge paid outside the card (boleto, PIX, transfer) becomes a paid BPO receivable in the
 * checking account and category chosen (proposed: the office's first account and 'Fee fixo').
 */
export function ReceiveDialog({ office, charge, onClose }: { office: number; charge: Charge; onClose: () => void }) {
  const id = useId()
  const targets = useQuery(billingQueries.receiveTargets(office))
  const settle = useSettleCharge(office)
  const [picked, setPicked] = useState<{ conta?: string; categoria?: string }>({})
  const conta = picked.conta ?? String(targets.data?.padrao.conta ?? '')
  const categoria = picked.categoria ?? String(targets.data?.padrao.categoria ?? '')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    settle.mutate(
      { charge, target: { id_conta_corrente: Number(conta), id_categoria: Number(categoria) } },
      { onSuccess: onClose },
    )
  }
  const select = (name: 'conta' | 'categoria', label: string, list: { id: number; nome: string }[], value: string) => (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <NativeSelect
        id={`${id}-${name}`}
        value={value}
        required
        onChange={(e) => setPicked((p) => ({ ...p, [name]: e.target.value }))}
      >
        {list.map((o) => (
          <option key={o.id} value={o.id}>
            {o.nome}
          </option>
        ))}
      </NativeSelect>
    </div>
  )
  return (
    <Dialog open onOpenChange={(open) => !open && !settle.isPending && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Receber cobrança</DialogTitle>
          <DialogDescription>
            {charge.cliente} · {formatMoney(BigInt(charge.valor_centavos))}. A conta a receber é lançada já recebida
            hoje, na conta e na categoria escolhidas.
          </DialogDescription>
        </DialogHeader>
        {targets.isError ? (
          <p role="alert" className="text-sm text-danger">
            Não foi possível carregar as contas e categorias.
          </p>
        ) : null}
        <form className="grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate>
          {select('conta', 'Conta corrente', targets.data?.contas ?? [], conta)}
          {select('categoria', 'Categoria', targets.data?.categorias ?? [], categoria)}
          <FormDialogFooter
            error={settle.error?.message}
            saving={settle.isPending}
            onCancel={onClose}
            submit={{ disabled: !targets.data || conta === '' || categoria === '' }}
          />
        </form>
      </DialogContent>
    </Dialog>
  )
}
