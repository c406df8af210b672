import { FieldError } from '@/components/dialogs/form-parts'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { cardCvcMask, cardExpiryMask, cardNumberMask } from '@/lib/masks'

export type CardForm = { numero_cartao: string; cvc: string; validade: string; nome_cartao: string }
export const emptyCard: CardForm = { numero_cartao: '', cvc: '', validade: '', nome_cartao: '' }

/**
 * The card's fields with §5's masks (number 16 digits, CVC 3, expiry MM/AA). They live only in the dialog's state
 * and go straight to the server, which hands them to the payment provider and keeps only its token.
 */
export function CardFields({
  id,
  card,
  errors,
  onChange,
}: {
  id: string
  card: CardForm
  errors: Record<string, string>
  onChange: (card: CardForm) => void
}) {
  const set = (patch: Partial<CardForm>) => onChange({ ...card, ...patch })
  return (
    <fieldset className="grid gap-3 rounded-lg border p-3 sm:col-span-2 sm:grid-cols-4">
      <legend className="px-1 text-sm font-medium">Cartão de crédito</legend>
      <div className="grid gap-1.5 sm:col-span-4">
        <Label htmlFor={`${id}-numero`}>Número do cartão</Label>
        <Input
          id={`${id}-numero`}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="0000 0000 0000 0000"
          value={card.numero_cartao}
          onChange={(e) => set({ numero_cartao: cardNumberMask.apply(e.target.value) })}
        />
        <FieldError id={`${id}-erro-numero_cartao`} text={errors.numero_cartao} />
      </div>
      <div className="grid gap-1.5 sm:col-span-2">
        <Label htmlFor={`${id}-nome`}>Nome impresso no cartão</Label>
        <Input
          id={`${id}-nome`}
          autoComplete="cc-name"
          value={card.nome_cartao}
          onChange={(e) => set({ nome_cartao: e.target.value })}
        />
        <FieldError id={`${id}-erro-nome_cartao`} text={errors.nome_cartao} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-validade`}>Validade</Label>
        <Input
          id={`${id}-validade`}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/AA"
          value={card.validade}
          onChange={(e) => set({ validade: cardExpiryMask.apply(e.target.value) })}
        />
        <FieldError id={`${id}-erro-validade`} text={errors.validade} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-cvc`}>CVC</Label>
        <Input
          id={`${id}-cvc`}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="000"
          value={card.cvc}
          onChange={(e) => set({ cvc: cardCvcMask.apply(e.target.value) })}
        />
        <FieldError id={`${id}-erro-cvc`} text={errors.cvc} />
      </div>
    </fieldset>
  )
}

/** A zod error's messages by field: the card's under its own names, the rest by their first path segment. */
export function issuesByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const out: Record<string, string> = {}
  for (const issue of issues) {
    const key = String(issue.path[0] === 'cartao' ? issue.path[1] : issue.path[0])
    out[key] ??= issue.message
  }
  return out
}
