import { type FormEvent, type ReactNode, useId, useState } from 'react'
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
import { type RequestKind, requestKindLabels, requestKinds } from '@/contracts/bpo-request-paths'
import { type RequestCreate, requestCreateBody } from '@/contracts/bpo-requests'
import { applyCurrencyMask, dateMask, stripCurrencyMask } from '@/lib/masks'
import { isoDate } from '../bills/iso-date'
import type { Choice } from '../register-ui'

type Props = {
  providers: Choice[]
  /** The office's bills a cancellation may name. */
  bills: Choice[]
  onClose: () => void
  onSave: (fields: RequestCreate, names: { fornecedor: string | null; titulo: string | null }) => Promise<unknown>
}

type Values = {
  tipo: RequestKind
  descricao: string
  valor: string
  data_vencimento: string
  id_fornecedor: string
  id_titulo: string
}

const nameOf = (list: Choice[], id: number | null) =>
  id === null ? null : (list.find((c) => c.value === String(id))?.label ?? null)

/**
 * 'Nova requisição': what the office asks the back-office for (a payment, a cancellation of a bill, a correction),
 * checked with the server's own schema; it is queued, so it can be written offline. Files go in once it is saved.
 */
export function RequestFormDialog({ providers, bills, onClose, onSave }: Props) {
  const id = useId()
  const [values, setValues] = useState<Values>({
    tipo: 'pagamento',
    descricao: '',
    valor: '',
    data_vencimento: '',
    id_fornecedor: '',
    id_titulo: '',
  })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)
  const set = (patch: Partial<Values>) => {
    setValues((v) => ({ ...v, ...patch }))
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const parsed = requestCreateBody.safeParse({
      id: crypto.randomUUID(),
      tipo: values.tipo,
      descricao: values.descricao,
      valor: values.valor === '' ? '' : (stripCurrencyMask(values.valor)?.toString() ?? values.valor),
      data_vencimento: isoDate(values.data_vencimento),
      id_fornecedor: values.id_fornecedor,
      id_titulo: values.tipo === 'cancelamento' ? values.id_titulo : '',
    })
    if (!parsed.success) {
      const next: Record<string, string> = {}
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message
      return setErrors(next)
    }
    setSaving(true)
    try {
      await onSave(parsed.data, {
        fornecedor: nameOf(providers, parsed.data.id_fornecedor),
        titulo: nameOf(bills, parsed.data.id_titulo),
      })
      onClose()
    } finally {
      setSaving(false)
    }
  }

  const field = (name: keyof Values, label: string, control: ReactNode, wide = false) => (
    <div className={wide ? 'grid content-start gap-1.5 sm:col-span-2' : 'grid content-start gap-1.5'}>
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      {control}
      {errors[name] ? (
        <p id={`${id}-${name}-erro`} className="text-xs text-danger">
          {errors[name]}
        </p>
      ) : null}
    </div>
  )
  const described = (name: string) =>
    errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${name}-erro` } : {}
  const select = (name: 'tipo' | 'id_fornecedor' | 'id_titulo', options: Choice[], none?: string) => (
    <NativeSelect
      id={`${id}-${name}`}
      value={values[name]}
      onChange={(e) => set({ [name]: e.target.value })}
      {...described(name)}
    >
      {none ? <option value="">{none}</option> : null}
      {options.map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
    </NativeSelect>
  )

  return (
    <Dialog open onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Nova requisição</DialogTitle>
          <DialogDescription>
            Peça um pagamento, o cancelamento de uma conta ou uma correção. Depois de salvar, anexe os arquivos.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4 sm:grid-cols-2" onSubmit={(e) => void submit(e)} noValidate>
          {field(
            'tipo',
            'Tipo',
            select(
              'tipo',
              requestKinds.map((k) => ({ value: k, label: requestKindLabels[k] })),
            ),
          )}
          {values.tipo === 'cancelamento'
            ? field('id_titulo', 'Conta a cancelar', select('id_titulo', bills, 'Escolha a conta'))
            : field('id_fornecedor', 'Fornecedor (opcional)', select('id_fornecedor', providers, 'Nenhum'))}
          {field(
            'descricao',
            'Descrição',
            <textarea
              id={`${id}-descricao`}
              className="min-h-20 rounded-md border bg-card px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              maxLength={1000}
              value={values.descricao}
              onChange={(e) => set({ descricao: e.target.value })}
              {...described('descricao')}
            />,
            true,
          )}
          {field(
            'valor',
            'Valor (opcional)',
            <Input
              id={`${id}-valor`}
              inputMode="numeric"
              placeholder="R$ 0,00"
              autoComplete="off"
              value={values.valor}
              onChange={(e) => set({ valor: e.target.value === '' ? '' : applyCurrencyMask(e.target.value) })}
              {...described('valor')}
            />,
          )}
          {field(
            'data_vencimento',
            'Vencimento (opcional)',
            <Input
              id={`${id}-data_vencimento`}
              inputMode="numeric"
              placeholder="DD/MM/AAAA"
              autoComplete="off"
              value={values.data_vencimento}
              onChange={(e) => set({ data_vencimento: dateMask.apply(e.target.value) })}
              {...described('data_vencimento')}
            />,
          )}
          <DialogFooter className="sm:col-span-2">
            <Button type="button" variant="outline" onClick={onClose} disabled={saving}>
              Cancelar
            </Button>
            <Button type="submit" disabled={saving}>
              Salvar
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
