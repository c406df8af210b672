import { type FormEvent, useId, useState } from 'react'
import { FieldError, FormDialogFooter } from '@/components/dialogs/form-parts'
import { PercentInput } from '@/components/percent-input'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { ValidityFields } from '@/components/validity-fields'
import { type BillingRule, type ClientOption, type RuleKind, ruleFields, ruleKindLabels } from '@/contracts/billing'
import { formatMoney, formatPercentHundredths, parsePercentScaled } from '@/lib/format'
import { applyCurrencyMask, stripCurrencyMask } from '@/lib/masks'
import { isoMonth, yearMonthOf } from '@/lib/month-range'
import { useSaveRule } from './data'

type Form = {
  cliente: string
  tipo: RuleKind
  valor: string
  percentual: string
  minimo: string
  inicio: string | null
  fim: string | null
}

const moneyText = (v: string | null) => (v === null ? '' : formatMoney(BigInt(v)))

const formOf = (rule: BillingRule | null): Form => ({
  cliente: rule ? String(rule.id_cliente) : '',
  tipo: rule?.tipo ?? 'fixo',
  valor: moneyText(rule?.valor_centavos ?? null),
  percentual: rule?.percentual ? formatPercentHundredths(BigInt(rule.percentual)).replace(/\s*%$/, '') : '',
  minimo: moneyText(rule?.minimo_centavos ?? '299'),
  inicio: rule?.vigencia_inicio ?? isoMonth(yearMonthOf(new Date())),
  fim: rule?.vigencia_fim ?? null,
})

/** Typed money or percent → what the shared schema reads; text that is not a number stays for it to refuse. */
const centavosText = (text: string) => (text.trim() === '' ? '' : String(stripCurrencyMask(text) ?? text))
const percentValue = (text: string) => {
  if (text.trim() === '') return ''
  const v = parsePercentScaled(text, 2)
  return v === null ? text : String(v)
}

/** Create or edit a client's billing rule: fixed fee or % of assets a year, minimum fee, validity. */
export function RuleDialog({
  office,
  rule,
  clients,
  onClose,
}: {
  office: number
  rule: BillingRule | null
  clients: ClientOption[]
  onClose: () => void
}) {
  const id = useId()
  const [form, setForm] = useState<Form>(() => formOf(rule))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const save = useSaveRule(office)
  const set = (patch: Partial<Form>) => {
    setForm((f) => ({ ...f, ...patch }))
    save.reset()
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = ruleFields.safeParse({
      id_cliente: form.cliente,
      tipo: form.tipo,
      valor_centavos: form.tipo === 'fixo' ? centavosText(form.valor) : '',
      percentual: form.tipo === 'percentual' ? percentValue(form.percentual) : '',
      minimo_centavos: form.tipo === 'percentual' ? centavosText(form.minimo) : '',
      vigencia_inicio: form.inicio ?? '',
      vigencia_fim: form.fim,
    })
    if (!parsed.success) {
      const next: Record<string, string> = {}
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message
      return setErrors(next)
    }
    setErrors({})
    save.mutate({ rule, fields: parsed.data }, { onSuccess: onClose })
  }
  const f = (name: string) => `${id}-${name}`
  return (
    <Dialog open onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{rule ? 'Editar regra de cobrança' : 'Nova regra de cobrança'}</DialogTitle>
          <DialogDescription>
            Valor fixo por mês, ou um percentual ao ano do patrimônio do cliente cobrado mensalmente (1/12), nunca
            abaixo do valor mínimo.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate>
          <div className="grid gap-1.5 sm:col-span-2">
            <Label htmlFor={f('cliente')}>Cliente</Label>
            <NativeSelect id={f('cliente')} value={form.cliente} onChange={(e) => set({ cliente: e.target.value })}>
              <option value="">Escolha</option>
              {clients.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.nome} · patrimônio {formatMoney(BigInt(c.patrimonio_centavos))}
                </option>
              ))}
            </NativeSelect>
            <FieldError id={`${id}-erro-id_cliente`} text={errors.id_cliente} />
          </div>
          <div className="grid content-start gap-1.5">
            <Label htmlFor={f('tipo')}>Tipo de cobrança</Label>
            <NativeSelect
              id={f('tipo')}
              value={form.tipo}
              onChange={(e) => set({ tipo: e.target.value === 'percentual' ? 'percentual' : 'fixo' })}
            >
              {Object.entries(ruleKindLabels).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect>
          </div>
          {form.tipo === 'fixo' ? (
            <div className="grid content-start gap-1.5">
              <Label htmlFor={f('valor')}>Valor mensal</Label>
              <Input
                id={f('valor')}
                placeholder="R$ 0,00"
                value={form.valor}
                onChange={(e) => set({ valor: applyCurrencyMask(e.target.value) })}
              />
              <FieldError id={`${id}-erro-valor_centavos`} text={errors.valor_centavos} />
            </div>
          ) : (
            <div className="grid content-start gap-1.5">
              <Label htmlFor={f('percentual')}>Percentual ao ano</Label>
              <PercentInput
                id={f('percentual')}
                value={form.percentual}
                onChange={(e) => set({ percentual: e.target.value })}
              />
              <FieldError id={`${id}-erro-percentual`} text={errors.percentual} />
            </div>
          )}
          {form.tipo === 'percentual' ? (
            <>
              <div className="grid content-start gap-1.5">
                <Label htmlFor={f('minimo')}>Valor mínimo por mês</Label>
                <Input
                  id={f('minimo')}
                  placeholder="R$ 2,99"
                  value={form.minimo}
                  onChange={(e) => set({ minimo: applyCurrencyMask(e.target.value) })}
                />
                <FieldError id={`${id}-erro-minimo_centavos`} text={errors.minimo_centavos} />
              </div>
              <div className="hidden sm:block" />
            </>
          ) : null}
          <ValidityFields
            id={id}
            inicio={form.inicio}
            fim={form.fim}
            errors={{ inicio: errors.vigencia_inicio, fim: errors.vigencia_fim }}
            onChange={set}
          />
          <FormDialogFooter error={save.error?.message} saving={save.isPending} onCancel={onClose} />
        </form>
      </DialogContent>
    </Dialog>
  )
}
