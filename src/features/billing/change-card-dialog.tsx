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
import { changeCardBody, type Subscription } from '@/contracts/billing'
import { CardFields, emptyCard, issuesByField } from './card-fields'
import { useChangeCard } from './data'
import { serverIssues } from './server-issues'

/** 'Trocar cartão' of a subscription: the new card goes to the provider, which answers a token; only that is kept. */
export function ChangeCardDialog({
  office,
  subscription,
  onClose,
}: {
  office: number
  subscription: Subscription
  onClose: () => void
}) {
  const id = useId()
  const [card, setCard] = useState(emptyCard)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const change = useChangeCard(office, subscription.id)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = changeCardBody.safeParse({ cartao: card, version: subscription.version })
    if (!parsed.success) return setErrors(issuesByField(parsed.error.issues))
    setErrors({})
    change.mutate(parsed.data, { onSuccess: onClose, onError: (error) => setErrors(serverIssues(error)) })
  }
  return (
    <Dialog open onOpenChange={(open) => !open && !change.isPending && onClose()}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Trocar cartão</DialogTitle>
          <DialogDescription>
            {subscription.cliente} · {subscription.plano}. As próximas cobranças (e as novas tentativas) usam o novo
            cartão. Ele vai direto ao provedor de pagamento: guardamos apenas o token que ele devolve.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate>
          <CardFields id={id} card={card} errors={errors} onChange={setCard} />
          {change.error && Object.keys(errors).length === 0 ? (
            <p role="alert" className="text-sm text-danger sm:col-span-2">
              {change.error.message}
            </p>
          ) : null}
          <DialogFooter className="sm:col-span-2">
            <Button type="button" variant="outline" onClick={onClose} disabled={change.isPending}>
              Cancelar
            </Button>
            <Button type="submit" loading={change.isPending}>
              Trocar cartão
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
