import { type FormEvent, useId, useState } from 'react'
import { FieldError } from '@/components/dialogs/form-parts'
import { MonthPicker } from '@/components/month-picker'
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
import { type ClientOption, INSTALMENTS_MAX, instalmentFields } from '@/contracts/billing'
import { formatMoney } from '@/lib/format'
import { applyCurrencyMask, stripCurrencyMask } from '@/lib/masks'
import { CardFields, emptyCard, issuesByField } from './card-fields'
import { useCreateInstalments } from './data'
import { thisMonth } from './search'
import { serverIssues } from './server-issues'

/** The parts of a total in centavos: equal, the centavos left over one each to the first ones (as the server). */
const preview = (total: bigint, n: number) => {
  const part = total / BigInt(n)
  const rest = Number(total - part * BigInt(n))
  return { first: part + (rest > 0 ? 1n : 0n), other: part, rest }
}

/** 'Novo parcelamento': a client, a total split in monthly instalments on a card; the first one charged now. */
export function InstalmentDialog({
  office,
  clients,
  onClose,
}: {
  office: number
  clients: ClientOption[]
  onClose: () => void
}) {
  const id = useId()
  const [cliente, setCliente] = useState('')
  const [descricao, setDescricao] = useState('')
  const [total, setTotal] = useState('')
  const [parcelas, setParcelas] = useState('3')
  const [inicio, setInicio] = useState<string | null>(thisMonth())
  const [card, setCard] = useState(emptyCard)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const create = useCreateInstalments(office)
  const cents = stripCurrencyMask(total)
  const n = Number(parcelas)
  const split =
    cents !== null && cents > 0n && Number.isInteger(n) && n >= 1 && n <= INSTALMENTS_MAX ? preview(cents, n) : null
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = instalmentFields.safeParse({
      id_cliente: cliente,
      descricao,
      valor_total_centavos: total.trim() === '' ? '' : String(cents ?? total),
      parcelas,
      primeiro_vencimento: inicio ?? '',
      cartao: card,
    })
    if (!parsed.success) return setErrors(issuesByField(parsed.error.issues))
    setErrors({})
    create.mutate(parsed.data, { onSuccess: onClose, onError: (error) => setErrors(serverIssues(error)) })
  }
  return (
    <Dialog open onOpenChange={(open) => !open && !create.isPending && onClose()}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Novo parcelamento</DialogTitle>
          <DialogDescription>
            As parcelas vencem todo dia 10 a partir do primeiro mês e somam exatamente o total. A do mês corrente é
            cobrada no cartão agora.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate>
          <div className="grid content-start gap-1.5">
            <Label htmlFor={`${id}-cliente`}>Cliente</Label>
            <NativeSelect id={`${id}-cliente`} value={cliente} onChange={(e) => setCliente(e.target.value)}>
              <option value="">Escolha</option>
              {clients.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.nome}
                </option>
              ))}
            </NativeSelect>
            <FieldError id={`${id}-erro-id_cliente`} text={errors.id_cliente} />
          </div>
          <div className="grid content-start gap-1.5">
            <Label htmlFor={`${id}-descricao`}>Descrição</Label>
            <Input id={`${id}-descricao`} value={descricao} onChange={(e) => setDescricao(e.target.value)} />
            <FieldError id={`${id}-erro-descricao`} text={errors.descricao} />
          </div>
          <div className="grid content-start gap-1.5">
            <Label htmlFor={`${id}-total`}>Valor total</Label>
            <Input
              id={`${id}-total`}
              placeholder="R$ 0,00"
              value={total}
              onChange={(e) => setTotal(applyCurrencyMask(e.target.value))}
            />
            <FieldError id={`${id}-erro-valor_total_centavos`} text={errors.valor_total_centavos} />
          </div>
          <div className="grid content-start gap-1.5">
            <Label htmlFor={`${id}-parcelas`}>Parcelas</Label>
            <Input
              id={`${id}-parcelas`}
              inputMode="numeric"
              value={parcelas}
              onChange={(e) => setParcelas(e.target.value.replace(/\D/g, '').slice(0, 2))}
            />
            <FieldError id={`${id}-erro-parcelas`} text={errors.parcelas} />
          </div>
          <div className="grid content-start gap-1.5">
            <MonthPicker label="Primeiro vencimento" value={inicio} onChange={setInicio} />
            <FieldError id={`${id}-erro-primeiro_vencimento`} text={errors.primeiro_vencimento} />
          </div>
          <p className="self-end text-sm text-muted-foreground tabular" aria-live="polite">
            {split
              ? split.rest > 0
                ? `${split.rest}× ${formatMoney(split.first)} e ${n - split.rest}× ${formatMoney(split.other)}`
                : `${n}× ${formatMoney(split.other)}`
              : null}
          </p>
          <CardFields id={id} card={card} errors={errors} onChange={setCard} />
          {create.error && Object.keys(errors).length === 0 ? (
            <p role="alert" className="text-sm text-danger sm:col-span-2">
              {create.error.message}
            </p>
          ) : null}
          <DialogFooter className="sm:col-span-2">
            <Button type="button" variant="outline" onClick={onClose} disabled={create.isPending}>
              Cancelar
            </Button>
            <Button type="submit" loading={create.isPending}>
              Criar parcelamento
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
