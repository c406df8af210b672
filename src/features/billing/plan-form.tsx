import { type FormEvent, useId, useState } from 'react'
import { FieldError } from '@/components/dialogs/form-parts'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { planFields } from '@/contracts/billing'
import { useOnlineOnly } from '@/db/online-only'
import { applyCurrencyMask, stripCurrencyMask } from '@/lib/masks'
import { useCreatePlan } from './data'

/** 'Novo plano': a name and a monthly amount (at least R$ 2,99). */
export function PlanForm({ office }: { office: number }) {
  const id = useId()
  const [nome, setNome] = useState('')
  const [valor, setValor] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const create = useCreatePlan(office)
  const onlineOnly = useOnlineOnly()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = planFields.safeParse({
      nome,
      valor_centavos: valor.trim() === '' ? '' : String(stripCurrencyMask(valor) ?? valor),
    })
    if (!parsed.success) {
      const next: Record<string, string> = {}
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message
      return setErrors(next)
    }
    setErrors({})
    create.mutate(parsed.data, {
      onSuccess: () => {
        setNome('')
        setValor('')
      },
    })
  }
  return (
    <form
      className="grid gap-3 rounded-xl border bg-card p-3 shadow-sm sm:grid-cols-[1fr_12rem_auto]"
      onSubmit={submit}
      noValidate
    >
      <div className="grid content-start gap-1.5">
        <Label htmlFor={`${id}-nome`}>Nome do plano</Label>
        <Input id={`${id}-nome`} value={nome} onChange={(e) => setNome(e.target.value)} />
        <FieldError id={`${id}-erro-nome`} text={errors.nome} />
      </div>
      <div className="grid content-start gap-1.5">
        <Label htmlFor={`${id}-valor`}>Valor mensal</Label>
        <Input
          id={`${id}-valor`}
          placeholder="R$ 0,00"
          value={valor}
          onChange={(e) => setValor(applyCurrencyMask(e.target.value))}
        />
        <FieldError id={`${id}-erro-valor_centavos`} text={errors.valor_centavos} />
      </div>
      <Button type="submit" className="self-start sm:mt-6" loading={create.isPending} {...onlineOnly}>
        Criar plano
      </Button>
      {create.error ? (
        <p role="alert" className="text-sm text-danger sm:col-span-3">
          {create.error.message}
        </p>
      ) : null}
    </form>
  )
}
