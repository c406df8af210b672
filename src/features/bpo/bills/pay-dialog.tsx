import { Undo2 } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import type { BillKind } from '@/contracts/bill-status'
import { type PaymentRow, paymentBody } from '@/contracts/bpo-bills'
import { formatCountOf, formatDate, formatMoney } from '@/lib/format'
import { applyCurrencyMask, dateMask, stripCurrencyMask } from '@/lib/masks'
import { approvalNote } from './approval-badge'
import { type BillChoices, choiceLabel } from './bill-choices'
import { BillNotices } from './bill-notices'
import type { LocalBill, PaymentInput } from './bills-data'
import { isoDate } from './iso-date'

type Props = {
  kind: BillKind
  /** One bill (its amount can be partial) or several (each paid in full). */
  bills: LocalBill[]
  today: string
  choices: BillChoices
  onClose: () => void
  onPay: (bill: LocalBill, payment: PaymentInput) => Promise<unknown>
  onUndo: (bill: LocalBill, payment: PaymentRow) => Promise<unknown>
}

const extraLabels = { juros: 'Juros', multa: 'Multa', desconto: 'Desconto' } as const

const openOf = (b: LocalBill) => BigInt(b.valor) - BigInt(b.pago)
/** A payable the gestor has not approved (or rejected) is not paid: the server refuses it (409). */
const awaitingApproval = (b: LocalBill) => b.aprovacao === 'pendente' || b.aprovacao === 'rejeitado'

/** Registers a payment (date, account, amount; partial allowed for one bill), or pays several bills in full. */
export function PayDialog({ kind, bills, today, choices, onClose, onPay, onUndo }: Props) {
  const id = useId()
  const single = bills.length === 1 ? bills[0] : null
  const payable = bills.filter((b) => openOf(b) > 0n && !awaitingApproval(b))
  const blocked = bills.filter((b) => openOf(b) > 0n && awaitingApproval(b)).length
  const note = single ? approvalNote(single) : null
  const total = payable.reduce((s, b) => s + openOf(b), 0n)
  const [date, setDate] = useState(formatDate(today))
  // Until the user picks one: the bill's account, else the office's first. The accounts may arrive after the
  // dialog opens (a device that had not saved them yet), so the default follows them.
  const [pickedAccount, setAccount] = useState<string>()
  const account = pickedAccount ?? String(single?.id_conta_corrente ?? choices.contas[0]?.value ?? '')
  const [amount, setAmount] = useState(formatMoney(total))
  const [extras, setExtras] = useState({ juros: '', multa: '', desconto: '' })
  const cents = (masked: string) => stripCurrencyMask(masked) ?? 0n
  const cash = cents(amount) + cents(extras.juros) + cents(extras.multa) - cents(extras.desconto)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)
  const verb = kind === 'pagar' ? 'Pagar' : 'Receber'

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const checks = payable.map((b) =>
      paymentBody.safeParse({
        data_pagamento: isoDate(date),
        id_conta_corrente: account,
        valor: single ? (stripCurrencyMask(amount)?.toString() ?? '') : openOf(b).toString(),
        juros: single ? cents(extras.juros).toString() : '0',
        multa: single ? cents(extras.multa).toString() : '0',
        desconto: single ? cents(extras.desconto).toString() : '0',
        version: b.version,
      }),
    )
    const failed = checks.find((c) => !c.success)
    if (failed && !failed.success) {
      const next: Record<string, string> = {}
      for (const issue of failed.error.issues) next[String(issue.path[0])] ??= issue.message
      return setErrors(next)
    }
    if (single && (stripCurrencyMask(amount) ?? 0n) > openOf(single))
      return setErrors({ valor: `O pagamento passa do saldo em aberto (${formatMoney(openOf(single))})` })
    setSaving(true)
    try {
      for (const [i, b] of payable.entries()) {
        const c = checks[i]
        if (c.success) {
          const { version: _, ...payment } = c.data
          await onPay(b, payment)
        }
      }
      onClose()
    } finally {
      setSaving(false)
    }
  }

  const error = (name: string) =>
    errors[name] ? (
      <p id={`${id}-${name}-erro`} className="text-xs text-danger">
        {errors[name]}
      </p>
    ) : null

  return (
    <Dialog open onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>
            {single ? `${verb}: ${single.descricao}` : `${verb} ${formatCountOf(payable.length, 'conta', 'contas')}`}
          </DialogTitle>
          <DialogDescription>
            Em aberto: {formatMoney(total)}. O {kind === 'pagar' ? 'pagamento' : 'recebimento'} entra no DRE e no fluxo
            de caixa (DFC).
          </DialogDescription>
        </DialogHeader>
        {note ? (
          <p className="text-sm text-muted-foreground" data-testid="aprovacao-nota">
            {note}
          </p>
        ) : null}
        {single ? <BillNotices bill={single} /> : null}
        {blocked > 0 ? (
          <p className="rounded-md border border-warning px-3 py-2 text-sm text-warning" role="status">
            {blocked === 1 ? 'Uma conta aguarda' : `${blocked} contas aguardam`} a aprovação do gestor: o pagamento só
            pode ser registrado depois dela.
          </p>
        ) : null}
        {single && single.pagamentos.length > 0 ? (
          <ul className="grid gap-1 text-sm" aria-label="Pagamentos registrados">
            {single.pagamentos.map((p) => (
              <li key={p.id} className="flex items-center justify-between gap-2 rounded-md border px-3 py-1.5">
                <span className="tabular">
                  {formatDate(p.data_pagamento)} · {choiceLabel(choices.contas, p.id_conta_corrente) ?? 'Conta'}
                </span>
                <span className="ml-auto tabular">{formatMoney(BigInt(p.valor))}</span>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={p.id === 0 || saving}
                  onClick={() => void onUndo(single, p).then(onClose)}
                >
                  <Undo2 /> Desfazer
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        {payable.length > 0 ? (
          <form className="grid gap-4 sm:grid-cols-2" onSubmit={(e) => void submit(e)} noValidate>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-data`}>Data do {kind === 'pagar' ? 'pagamento' : 'recebimento'}</Label>
              <Input
                id={`${id}-data`}
                inputMode="numeric"
                placeholder="DD/MM/AAAA"
                value={date}
                onChange={(e) => setDate(dateMask.apply(e.target.value))}
              />
              {error('data_pagamento')}
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-conta`}>Conta</Label>
              <NativeSelect id={`${id}-conta`} value={account} onChange={(e) => setAccount(e.target.value)}>
                <option value="">Escolha…</option>
                {choices.contas.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </NativeSelect>
              {error('id_conta_corrente')}
            </div>
            {single ? (
              <div className="grid gap-1.5 sm:col-span-2">
                <Label htmlFor={`${id}-valor`}>Valor</Label>
                <Input
                  id={`${id}-valor`}
                  inputMode="numeric"
                  className="text-right tabular"
                  value={amount}
                  onChange={(e) => setAmount(applyCurrencyMask(e.target.value))}
                />
                {error('valor')}
              </div>
            ) : null}
            {single
              ? (['juros', 'multa', 'desconto'] as const).map((name) => (
                  <div key={name} className="grid gap-1.5">
                    <Label htmlFor={`${id}-${name}`}>{extraLabels[name]}</Label>
                    <Input
                      id={`${id}-${name}`}
                      inputMode="numeric"
                      className="text-right tabular"
                      placeholder="R$ 0,00"
                      value={extras[name]}
                      onChange={(e) => setExtras((x) => ({ ...x, [name]: applyCurrencyMask(e.target.value) }))}
                    />
                    {error(name)}
                  </div>
                ))
              : null}
            {single ? (
              <p className="text-sm sm:col-span-2" data-testid="total-pago">
                Total {kind === 'pagar' ? 'pago' : 'recebido'}:{' '}
                <span className="font-semibold tabular">{formatMoney(cash)}</span>
              </p>
            ) : null}
            <DialogFooter className="sm:col-span-2">
              <Button type="button" variant="outline" onClick={onClose} disabled={saving}>
                Cancelar
              </Button>
              <Button type="submit" loading={saving}>
                {verb}
              </Button>
            </DialogFooter>
          </form>
        ) : (
          <p className="text-sm text-muted-foreground">Nada em aberto.</p>
        )}
      </DialogContent>
    </Dialog>
  )
}
