import { useId } from 'react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { NativeSelect } from '@/components/ui/native-select'
import { todayInBrazil } from '@/contracts/bill-status'
import { type InvoiceIssue, type InvoiceRow, invoiceIssueBody } from '@/contracts/invoicing'
import { formatDate, formatMoney } from '@/lib/format'
import { dateMask } from '@/lib/masks'
import type { BillChoices } from '../bills/bill-choices'
import { isoDate } from '../bills/iso-date'
import type { Choice } from '../register-ui'
import { describedBy, FormField, TextField } from './form-field'
import { useSchemaForm } from './form-state'

type Props = {
  invoice: InvoiceRow
  choices: Pick<BillChoices, 'contas' | 'categorias'>
  onClose: () => void
  onSave: (body: InvoiceIssue) => Promise<unknown>
}

/** The category a fee is usually booked in, else the first. */
const defaultCategory = (list: Choice[]) => (list.find((c) => c.label === 'Fee fixo') ?? list[0])?.value ?? ''

/**
 * 'Emitir nota': the number the nota received, its date, and the account and category of the receivable it creates
 * (the invoice's amount, due date and competence) in Contas a receber.
 */
export function InvoiceIssueDialog({ invoice, choices, onClose, onSave }: Props) {
  const id = useId()
  const { values, errors, saving, set, submit } = useSchemaForm(
    {
      numero: '',
      data_emissao: formatDate(todayInBrazil()),
      id_conta_corrente: choices.contas[0]?.value ?? '',
      id_categoria: defaultCategory(choices.categorias),
    },
    invoiceIssueBody,
    (v) => ({ ...v, data_emissao: isoDate(v.data_emissao), version: invoice.version }),
    onSave,
    onClose,
  )
  const fid = (name: string) => `${id}-${name}`
  const select = (name: 'id_conta_corrente' | 'id_categoria', list: Choice[]) => (
    <NativeSelect
      id={fid(name)}
      value={values[name]}
      onChange={(e) => set({ [name]: e.target.value })}
      {...describedBy(fid(name), errors[name])}
    >
      <option value="">Escolha</option>
      {list.map((c) => (
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
          <DialogTitle>Emitir nota</DialogTitle>
          <DialogDescription>
            {invoice.cliente} · {formatMoney(BigInt(invoice.valor))} · vence {formatDate(invoice.data_vencimento)}. A
            conta a receber é criada com este valor e fica “A receber”.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4 sm:grid-cols-2" onSubmit={(e) => void submit(e)} noValidate>
          <TextField
            id={fid('numero')}
            label="Número da nota"
            error={errors.numero}
            value={values.numero}
            onChange={(v) => set({ numero: v })}
            maxLength={20}
          />
          <TextField
            id={fid('data_emissao')}
            label="Data de emissão"
            error={errors.data_emissao}
            value={values.data_emissao}
            onChange={(v) => set({ data_emissao: dateMask.apply(v) })}
            inputMode="numeric"
            placeholder="DD/MM/AAAA"
          />
          <FormField id={fid('id_conta_corrente')} label="Conta de recebimento" error={errors.id_conta_corrente}>
            {select('id_conta_corrente', choices.contas)}
          </FormField>
          <FormField id={fid('id_categoria')} label="Categoria da receita" error={errors.id_categoria}>
            {select('id_categoria', choices.categorias)}
          </FormField>
          <DialogFooter className="sm:col-span-2">
            <Button type="button" variant="outline" onClick={onClose} disabled={saving}>
              Cancelar
            </Button>
            <Button type="submit" disabled={saving}>
              Emitir
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
