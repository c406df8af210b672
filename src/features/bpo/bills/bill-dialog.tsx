import { Link } from '@tanstack/react-router'
import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { FormDialogFooter } from '@/components/dialogs/form-parts'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import type { BillKind } from '@/contracts/bill-status'
import {
  type BillFields,
  BOLETO_INVALID,
  billFields,
  LOCKED_BY_PAYMENTS,
  PIX_CODE_INVALID,
} from '@/contracts/bpo-bills'
import { APPROVAL_COVERS } from '@/contracts/bpo-workflow'
import { cn } from '@/lib/cn'
import { formatDate, formatMoney } from '@/lib/format'
import { applyCurrencyMask, dateMask, onlyDigits, stripCurrencyMask } from '@/lib/masks'
import { readBoleto, readPix } from '@/lib/payment-codes'
import { messages } from '@/lib/validation'
import { NOTHING_CHANGED } from '../record-dialog'
import { BillAttachmentsOf } from './bill-attachments'
import { type BillChoices, choiceLabel } from './bill-choices'
import { BillNotices } from './bill-notices'
import type { LocalBill } from './bills-data'
import { isoDate } from './iso-date'
import { type RateioDraft, RateioEditor } from './rateio-editor'

type Values = {
  descricao: string
  id_fornecedor: string
  pagador: string
  data_vencimento: string
  data_competencia: string
  data_agendamento: string
  valor: string
  id_categoria: string
  id_conta_corrente: string
  id_departamento: string
  id_filial: string
  codigo_boleto: string
  pix: string
  observacoes: string
  rateio: RateioDraft[]
}
type Names = { fornecedor: string | null; categoria: string | null }

type Props = {
  kind: BillKind
  bill: LocalBill | null
  choices: BillChoices
  onClose: () => void
  onSave: (fields: BillFields, names: Names) => Promise<unknown>
  /** A new bill's first values (a request turned into a payable: description, provider, due date, amount). */
  prefill?: { descricao: string; id_fornecedor: number | null; data_vencimento: string | null; valor: string | null }
}

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v))

const initial = (bill: LocalBill | null): Values => ({
  descricao: text(bill?.descricao),
  id_fornecedor: text(bill?.id_fornecedor),
  pagador: text(bill?.pagador),
  data_vencimento: formatDate(bill?.data_vencimento),
  data_competencia: formatDate(bill?.data_competencia),
  data_agendamento: formatDate(bill?.data_agendamento),
  valor: bill ? formatMoney(BigInt(bill.valor)) : '',
  id_categoria: text(bill?.id_categoria),
  id_conta_corrente: text(bill?.id_conta_corrente),
  id_departamento: text(bill?.id_departamento),
  id_filial: text(bill?.id_filial),
  codigo_boleto: text(bill?.codigo_boleto),
  pix: text(bill?.pix),
  observacoes: text(bill?.observacoes),
  rateio: (bill?.rateio ?? []).map((p) => ({
    id_categoria: String(p.id_categoria),
    id_departamento: text(p.id_departamento),
    id_filial: text(p.id_filial),
    valor: formatMoney(BigInt(p.valor)),
  })),
})

const centavosText = (masked: string) => stripCurrencyMask(masked)?.toString() ?? ''

/** The form's values as the contract reads them (money in centavos). */
const payload = (v: Values) => ({
  ...v,
  data_vencimento: isoDate(v.data_vencimento),
  data_competencia: isoDate(v.data_competencia),
  data_agendamento: isoDate(v.data_agendamento),
  valor: centavosText(v.valor),
  rateio: v.rateio.map((p) => ({ ...p, valor: centavosText(p.valor) })),
})

const sameBill = (fields: BillFields, bill: LocalBill) =>
  JSON.stringify(Object.keys(fields).map((k) => fields[k as keyof BillFields])) ===
  JSON.stringify(Object.keys(fields).map((k) => (bill as Record<string, unknown>)[k]))

/**
 * The record dialog of a bill: the server's own schema checks it (pt-BR message under each field); a boleto
 * line or barcode fills the amount and the due date, a PIX copy-and-paste code the amount.
 */
export function BillDialog({ kind, bill, choices, onClose, onSave, prefill }: Props) {
  const id = useId()
  const [values, setValues] = useState<Values>(() =>
    prefill
      ? {
          ...initial(null),
          descricao: prefill.descricao,
          id_fornecedor: text(prefill.id_fornecedor),
          data_vencimento: formatDate(prefill.data_vencimento),
          valor: prefill.valor === null ? '' : formatMoney(BigInt(prefill.valor)),
        }
      : initial(bill),
  )
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [hint, setHint] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const noun = kind === 'pagar' ? 'conta a pagar' : 'conta a receber'
  // What a payment was posted with stays as it is until the payments are undone (the server refuses it too).
  const locked = bill !== null && BigInt(bill.pago) > 0n

  const set = (patch: Partial<Values>) => {
    setValues((v) => ({ ...v, ...patch }))
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))))
    setFormError(null)
  }

  const typeBoleto = (code: string) => {
    set({ codigo_boleto: code })
    const reading = readBoleto(code)
    if (reading) {
      set({
        codigo_boleto: code,
        ...(reading.valor !== null ? { valor: formatMoney(reading.valor) } : {}),
        ...(reading.vencimento !== null ? { data_vencimento: formatDate(reading.vencimento) } : {}),
      })
      setHint((h) => ({ ...h, codigo_boleto: 'Valor e vencimento lidos do boleto.' }))
    } else {
      setHint(({ codigo_boleto: _, ...rest }) => rest)
      if (onlyDigits(code).length >= 44) setErrors((e) => ({ ...e, codigo_boleto: BOLETO_INVALID }))
    }
  }

  const typePix = (code: string) => {
    set({ pix: code })
    const reading = code.trim() ? readPix(code) : null
    if (reading?.tipo === 'copia-e-cola' && reading.valor !== null) {
      set({ pix: code, valor: formatMoney(reading.valor) })
      setHint((h) => ({ ...h, pix: 'Valor lido do código PIX.' }))
    } else setHint(({ pix: _, ...rest }) => rest)
    if (code.trim().startsWith('000201') && reading === null) setErrors((e) => ({ ...e, pix: PIX_CODE_INVALID }))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const input = payload(values)
    const parsed = billFields(kind).safeParse(input)
    if (!parsed.success) {
      const next: Record<string, string> = {}
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message
      if (input.valor === '') next.valor = messages.required
      setErrors(next)
      return
    }
    setErrors({})
    if (bill && sameBill(parsed.data, bill)) return setFormError(NOTHING_CHANGED)
    setSaving(true)
    try {
      await onSave(parsed.data, {
        fornecedor: choiceLabel(choices.fornecedores, parsed.data.id_fornecedor),
        categoria: choiceLabel(choices.categorias, parsed.data.id_categoria),
      })
      onClose()
    } finally {
      setSaving(false)
    }
  }

  const field = (name: keyof Values, label: string, control: ReactNode, wide = false) => {
    const error = errors[name]
    return (
      <div className={cn('grid content-start gap-1.5', wide && 'sm:col-span-2')}>
        <Label htmlFor={`${id}-${name}`}>{label}</Label>
        {control}
        {error ? (
          <p id={`${id}-${name}-erro`} className="text-xs text-danger">
            {error}
          </p>
        ) : hint[name] ? (
          <p className="text-xs text-success">{hint[name]}</p>
        ) : null}
      </div>
    )
  }
  const described = (name: string) =>
    errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${name}-erro` } : {}
  const input = (name: Exclude<keyof Values, 'rateio'>, props: Record<string, unknown> = {}) => (
    <Input
      id={`${id}-${name}`}
      value={values[name]}
      autoComplete="off"
      onChange={(e) => set({ [name]: e.target.value })}
      {...described(name)}
      {...props}
    />
  )
  const dateInput = (name: 'data_vencimento' | 'data_competencia' | 'data_agendamento', disabled = false) =>
    input(name, {
      disabled,
      inputMode: 'numeric',
      placeholder: 'DD/MM/AAAA',
      onChange: (e: { target: { value: string } }) => set({ [name]: dateMask.apply(e.target.value) }),
    })
  const select = (
    name: Exclude<keyof Values, 'rateio'>,
    list: { value: string; label: string }[],
    none: string,
    disabled = false,
  ) => (
    <NativeSelect
      id={`${id}-${name}`}
      disabled={disabled}
      value={values[name]}
      onChange={(e) => set({ [name]: e.target.value })}
      {...described(name)}
    >
      <option value="">{none}</option>
      {list.map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
    </NativeSelect>
  )

  return (
    <Dialog open onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{bill ? `Editar ${noun}` : `Nova ${noun}`}</DialogTitle>
          <DialogDescription>
            Cole a linha digitável do boleto ou o código PIX para preencher valor e vencimento.
          </DialogDescription>
        </DialogHeader>
        {bill ? <BillNotices bill={bill} /> : null}
        {bill?.aprovacao === 'aprovado' ? <p className="text-xs text-muted-foreground">{APPROVAL_COVERS}</p> : null}
        <form className="grid gap-4 sm:grid-cols-2" onSubmit={(e) => void submit(e)} noValidate>
          {field('descricao', 'Descrição', input('descricao'), true)}
          {kind === 'pagar'
            ? field('id_fornecedor', 'Fornecedor', select('id_fornecedor', choices.fornecedores, 'Escolha…'), true)
            : field('pagador', 'Cliente/pagador', input('pagador'), true)}
          {field(
            'codigo_boleto',
            'Boleto (linha digitável ou código de barras)',
            <Input
              id={`${id}-codigo_boleto`}
              value={values.codigo_boleto}
              inputMode="numeric"
              autoComplete="off"
              onChange={(e) => typeBoleto(e.target.value)}
              {...described('codigo_boleto')}
            />,
            true,
          )}
          {field(
            'pix',
            'PIX (chave ou copia e cola)',
            <Input
              id={`${id}-pix`}
              value={values.pix}
              autoComplete="off"
              onChange={(e) => typePix(e.target.value)}
              {...described('pix')}
            />,
            true,
          )}
          {field(
            'valor',
            'Valor',
            input('valor', {
              disabled: locked,
              inputMode: 'numeric',
              className: 'text-right tabular',
              onChange: (e: { target: { value: string } }) => set({ valor: applyCurrencyMask(e.target.value) }),
            }),
          )}
          {field('data_vencimento', 'Vencimento', dateInput('data_vencimento'))}
          {field('data_competencia', 'Competência', dateInput('data_competencia', locked))}
          {kind === 'pagar'
            ? field('data_agendamento', 'Pagamento agendado para', dateInput('data_agendamento'))
            : null}
          {field('id_categoria', 'Categoria', select('id_categoria', choices.categorias, 'Escolha…', locked))}
          {field('id_conta_corrente', 'Conta', select('id_conta_corrente', choices.contas, 'Sem conta'))}
          {field(
            'id_departamento',
            'Departamento',
            select('id_departamento', choices.departamentos, 'Sem departamento'),
          )}
          {field('id_filial', 'Filial', select('id_filial', choices.filiais, 'Sem filial', locked))}
          {locked ? <p className="text-xs text-muted-foreground sm:col-span-2">{LOCKED_BY_PAYMENTS}</p> : null}
          <RateioEditor
            disabled={locked}
            parts={values.rateio}
            total={stripCurrencyMask(values.valor)}
            choices={choices}
            error={errors.rateio}
            onChange={(rateio) => set({ rateio })}
          />
          {field('observacoes', 'Observações', input('observacoes'), true)}
          {bill?.id_requisicao ? (
            <p className="text-sm sm:col-span-2">
              Lançada a partir de uma{' '}
              <Link
                to="/bpo/requisicoes"
                search={{ requisicao: bill.id_requisicao }}
                className="font-medium text-primary underline-offset-2 hover:underline"
              >
                requisição do escritório
              </Link>
              .
            </p>
          ) : null}
          {bill ? <BillAttachmentsOf kind={kind} bill={bill} /> : null}
          <FormDialogFooter error={formError} saving={saving} onCancel={onClose} />
        </form>
      </DialogContent>
    </Dialog>
  )
}
