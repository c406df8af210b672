import { type FormEvent, useId, useState } from 'react'
import { FieldError } from '@/components/dialogs/form-parts'
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
import { NativeSelect } from '@/components/ui/native-select'
import { type ClientOption, type Plan, subscribeBody } from '@/contracts/billing'
import { formatMoney } from '@/lib/format'
import { CardFields, emptyCard, issuesByField } from './card-fields'
import { useSubscribe } from './data'
import { serverIssues } from './server-issues'

/** 'Nova assinatura': a client, a plan and a card; this month's charge is made at once. */
export function SubscribeDialog({
  office,
  clients,
  plans,
  onClose,
}: {
  office: number
  clients: ClientOption[]
  plans: Plan[]
  onClose: () => void
}) {
  const id = useId()
  const [cliente, setCliente] = useState('')
  const [plano, setPlano] = useState(plans.length === 1 ? String(plans[0].id) : '')
  const [card, setCard] = useState(emptyCard)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const subscribe = useSubscribe(office)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = subscribeBody.safeParse({ id_cliente: cliente, id_plano: plano, cartao: card })
    if (!parsed.success) return setErrors(issuesByField(parsed.error.issues))
    setErrors({})
    subscribe.mutate(parsed.data, {
      onSuccess: onClose,
      onError: (error) => setErrors(serverIssues(error)),
    })
  }
  return (
    <Dialog open onOpenChange={(open) => !open && !subscribe.isPending && onClose()}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Nova assinatura</DialogTitle>
          <DialogDescription>
            A mensalidade deste mês é cobrada no cartão agora. O cartão vai direto ao provedor de pagamento: guardamos
            apenas o token que ele devolve.
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
            <Label htmlFor={`${id}-plano`}>Plano</Label>
            <NativeSelect id={`${id}-plano`} value={plano} onChange={(e) => setPlano(e.target.value)}>
              <option value="">Escolha</option>
              {plans.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.nome} · {formatMoney(BigInt(p.valor_centavos))}
                </option>
              ))}
            </NativeSelect>
            <FieldError id={`${id}-erro-id_plano`} text={errors.id_plano} />
          </div>
          <CardFields id={id} card={card} errors={errors} onChange={setCard} />
          {subscribe.error && Object.keys(errors).length === 0 ? (
            <p role="alert" className="text-sm text-danger sm:col-span-2">
              {subscribe.error.message}
            </p>
          ) : null}
          <DialogFooter className="sm:col-span-2">
            <Button type="button" variant="outline" onClick={onClose} disabled={subscribe.isPending}>
              Cancelar
            </Button>
            <Button type="submit" loading={subscribe.isPending}>
              Assinar
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
