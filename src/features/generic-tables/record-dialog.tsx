import { type FormEvent, useId, useState } from 'react'
import { FieldError, FormDialogFooter } from '@/components/dialogs/form-parts'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { type GenericField, type GenericRow, type GenericTable, NOTHING_CHANGED } from '@/contracts/generic-tables'
import { useOnlineOnly } from '@/db/online-only'
import { ApiError } from '@/lib/api/client'
import { buildPayload, toInput } from './field-values'

type Props = {
  table: GenericTable
  /** The row being edited; null creates one. */
  row: GenericRow | null
  onClose: () => void
  onSave: (data: GenericRow) => Promise<unknown>
}

const inputType: Partial<Record<GenericField['data_type'], string>> = {
  date: 'date',
  datetime: 'datetime-local',
}
const inputMode: Partial<Record<GenericField['data_type'], 'decimal' | 'numeric'>> = {
  money: 'decimal',
  percent: 'decimal',
  float: 'decimal',
  integer: 'numeric',
}
const suffix: Partial<Record<GenericField['data_type'], string>> = { money: 'R$', percent: '%' }

/** The record dialog of a generic table: its visible fields by type; read-only ones shown, not editable. */
export function RecordDialog({ table, row, onClose, onSave }: Props) {
  const id = useId()
  const visible = table.fields.filter((f) => !f.hidden)
  const [inputs, setInputs] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      visible.map((f) => [f.col_name, row ? toInput(f, row[f.col_name]) : f.data_type === 'bool' ? 'true' : '']),
    ),
  )
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const onlineOnly = useOnlineOnly()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const payload = buildPayload(table.fields, table.primary_key, row, inputs)
    if (!payload.ok) {
      if ('nothing' in payload) return setFormError(NOTHING_CHANGED)
      return setErrors(payload.errors)
    }
    setSaving(true)
    try {
      await onSave(payload.data)
      onClose()
    } catch (failure) {
      const issues =
        failure instanceof ApiError
          ? (failure.body as { issues?: { campo: string; mensagem: string }[] }).issues
          : undefined
      if (issues?.length) setErrors(Object.fromEntries(issues.map((i) => [i.campo, i.mensagem])))
      setFormError(failure instanceof Error ? failure.message : 'Não foi possível salvar')
    } finally {
      setSaving(false)
    }
  }

  const set = (field: GenericField, value: string) => {
    setInputs((v) => ({ ...v, [field.col_name]: value }))
    setErrors(({ [field.col_name]: _, ...rest }) => rest)
    setFormError(null)
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{row ? `Editar registro ${String(row[table.primary_key])}` : 'Novo registro'}</DialogTitle>
          <DialogDescription>{table.label}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4 sm:grid-cols-2" onSubmit={(e) => void submit(e)} noValidate>
          {visible.map((field) => {
            const fieldId = `${id}-${field.col_name}`
            const error = errors[field.col_name]
            const described = error ? { 'aria-invalid': true, 'aria-describedby': `${fieldId}-erro` } : {}
            const value = inputs[field.col_name] ?? ''
            const label = `${field.label}${suffix[field.data_type] ? ` (${suffix[field.data_type]})` : ''}${field.required ? ' *' : ''}`
            return (
              <div key={field.col_name} className="grid content-start gap-1.5">
                <Label htmlFor={fieldId}>{label}</Label>
                {field.data_type === 'bool' ? (
                  <NativeSelect
                    id={fieldId}
                    value={value}
                    disabled={field.read_only}
                    onChange={(e) => set(field, e.target.value)}
                    {...described}
                  >
                    <option value="true">Sim</option>
                    <option value="false">Não</option>
                  </NativeSelect>
                ) : (
                  <Input
                    id={fieldId}
                    type={inputType[field.data_type] ?? 'text'}
                    inputMode={inputMode[field.data_type]}
                    value={value}
                    readOnly={field.read_only}
                    autoComplete="off"
                    className={inputMode[field.data_type] ? 'text-right tabular' : undefined}
                    onChange={(e) => set(field, e.target.value)}
                    {...described}
                  />
                )}
                <FieldError id={`${fieldId}-erro`} text={error} />
              </div>
            )
          })}
          <FormDialogFooter error={formError} saving={saving} onCancel={onClose} submit={onlineOnly} />
        </form>
      </DialogContent>
    </Dialog>
  )
}
