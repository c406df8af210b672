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
import { type InvoiceCreate, invoiceCreateBody } from '@/contracts/invoicing'
import { applyCurrencyMask, dateMask, monthYearMask, stripCurrencyMask } from '@/lib/masks'
import { isoDate } from '../bills/iso-date'
import type { Choice } from '../register-ui'
import { describedBy, FormField, TextField } from './form-field'
import { useSchemaForm } from './form-state'

type Props = {
  clients: Choice[]
  onClose: () => void
  onSave: (fields: InvoiceCreate, cliente: string) => Promise<unknown>
}

/**
 * 'Nova nota': a service invoice to issue to a client ('Pendente faturamento'), checked with the server's own schema;
 * it is queued, so it can be written offline.
 */
export function InvoiceCreateDialog({ clients, onClose, onSave }: Props) {
  const id = useId()
  const { values, errors, saving, set, submit } = useSchemaForm(
    { id_cliente: '', competencia: '', valor: '', descricao: '', data_vencimento: '' },
    invoiceCreateBody,
    (v) => ({
      id: crypto.randomUUID(),
      ...v,
      valor: v.valor === '' ? '' : (stripCurrencyMask(v.valor)?.toString() ?? v.valor),
      data_vencimento: isoDate(v.data_vencimento),
    }),
    (fields) => onSave(fields, clients.find((c) => c.value === String(fields.id_cliente))?.label ?? ''),
    onClose,
  )
  const fid = (name: string) => `${id}-${name}`

  return (
    <Dialog open onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Nova nota</DialogTitle>
          <DialogDescription>
            Uma nota de serviço a emitir para um cliente. Ela fica “Pendente faturamento” até receber o número.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4 sm:grid-cols-2" onSubmit={(e) => void submit(e)} noValidate>
          <FormField id={fid('id_cliente')} label="Cliente" error={errors.id_cliente} wide>
            <NativeSelect
              id={fid('id_cliente')}
              value={values.id_cliente}
              onChange={(e) => set({ id_cliente: e.target.value })}
              {...describedBy(fid('id_cliente'), errors.id_cliente)}
            >
              <option value="">Escolha o cliente</option>
              {clients.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <TextField
            id={fid('descricao')}
            label="Descrição do serviço"
            wide
            error={errors.descricao}
            value={values.descricao}
            onChange={(v) => set({ descricao: v })}
            maxLength={200}
          />
          <TextField
            id={fid('competencia')}
            label="Competência"
            error={errors.competencia}
            value={values.competencia}
            onChange={(v) => set({ competencia: monthYearMask.apply(v) })}
            inputMode="numeric"
            placeholder="MM/AAAA"
          />
          <TextField
            id={fid('valor')}
            label="Valor"
            error={errors.valor}
            value={values.valor}
            onChange={(v) => set({ valor: v === '' ? '' : applyCurrencyMask(v) })}
            inputMode="numeric"
            placeholder="R$ 0,00"
            className="text-right tabular"
          />
          <TextField
            id={fid('data_vencimento')}
            label="Vencimento"
            error={errors.data_vencimento}
            value={values.data_vencimento}
            onChange={(v) => set({ data_vencimento: dateMask.apply(v) })}
            inputMode="numeric"
            placeholder="DD/MM/AAAA"
          />
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
