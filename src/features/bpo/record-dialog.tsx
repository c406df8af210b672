import { type FormEvent, useId, useState } from 'react'
import { FieldError, FormDialogFooter } from '@/components/dialogs/form-parts'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { type BpoOptions, bpoRegisters, type RegisterFields } from '@/contracts/bpo'
import { cn } from '@/lib/cn'
import type { FieldUi, RegisterUi } from './register-ui'
import type { LocalRow } from './registers-data'

type Values = Record<string, string | boolean>
type Props = {
  ui: RegisterUi
  options: BpoOptions | undefined
  /** The row being edited; null creates one. */
  row: LocalRow | null
  onClose: () => void
  onSave: (fields: RegisterFields<RegisterUi['register']>) => Promise<unknown>
  /** The register's unique field clashing with another row: which field, and the message. */
  checkUnique: (
    fields: Record<string, unknown>,
    row: LocalRow | null,
  ) => Promise<{ field: string; message: string } | null>
}

export const NOTHING_CHANGED = 'Nenhum campo foi alterado'

const initialValues = (ui: RegisterUi, row: LocalRow | null): Values =>
  Object.fromEntries(
    ui.fields.map((f) => {
      const value = row ? (row as Record<string, unknown>)[f.name] : undefined
      if (f.kind === 'checkbox') return [f.name, value !== false]
      return [f.name, value === null || value === undefined ? '' : String(value)]
    }),
  )

const sameFields = (ui: RegisterUi, a: Record<string, unknown>, b: Record<string, unknown>) =>
  ui.fields.every((f) => String(a[f.name] ?? '') === String(b[f.name] ?? ''))

/**
 * The record dialog ('Registro') of a BPO register: the register's own schema (the server's) checks the form,
 * each message under its field, in pt-BR.
 */
export function RecordDialog({ ui, options, row, onClose, onSave, checkUnique }: Props) {
  const id = useId()
  const [values, setValues] = useState<Values>(() => initialValues(ui, row))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const parsed = bpoRegisters[ui.register].safeParse(values)
    if (!parsed.success) {
      const next: Record<string, string> = {}
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message
      setErrors(next)
      return
    }
    setErrors({})
    if (row && sameFields(ui, parsed.data, row)) return setFormError(NOTHING_CHANGED)
    const clash = await checkUnique(parsed.data, row)
    if (clash) return setErrors({ [clash.field]: clash.message })
    setSaving(true)
    try {
      await onSave(parsed.data)
      onClose()
    } finally {
      setSaving(false)
    }
  }

  const set = (field: FieldUi, value: string | boolean) => {
    setValues((v) => ({ ...v, [field.name]: value }))
    setErrors(({ [field.name]: _, ...rest }) => rest)
    setFormError(null)
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{row ? `Editar ${ui.singular}` : `Novo registro: ${ui.singular}`}</DialogTitle>
          <DialogDescription>{ui.description}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4 sm:grid-cols-2" onSubmit={(e) => void submit(e)} noValidate>
          {ui.fields.map((field) => {
            const fieldId = `${id}-${field.name}`
            const error = errors[field.name]
            const described = error ? { 'aria-invalid': true, 'aria-describedby': `${fieldId}-erro` } : {}
            const value = values[field.name]
            return (
              <div key={field.name} className={cn('grid content-start gap-1.5', !field.half && 'sm:col-span-2')}>
                {field.kind === 'checkbox' ? (
                  <label className="flex items-center gap-2 text-sm font-medium">
                    <input
                      type="checkbox"
                      className="size-4 accent-primary"
                      checked={value === true}
                      onChange={(e) => set(field, e.target.checked)}
                    />
                    {field.label}
                  </label>
                ) : (
                  <>
                    <Label htmlFor={fieldId}>{field.label}</Label>
                    {field.kind === 'select' ? (
                      <NativeSelect
                        id={fieldId}
                        value={String(value)}
                        onChange={(e) => set(field, e.target.value)}
                        {...described}
                      >
                        {(field.choices?.(options) ?? []).map((c) => (
                          <option key={c.value} value={c.value}>
                            {c.label}
                          </option>
                        ))}
                      </NativeSelect>
                    ) : (
                      <Input
                        id={fieldId}
                        value={String(value)}
                        placeholder={field.placeholder}
                        autoComplete="off"
                        onChange={(e) => set(field, field.mask ? field.mask(e.target.value) : e.target.value)}
                        {...described}
                      />
                    )}
                  </>
                )}
                <FieldError id={`${fieldId}-erro`} text={error} />
              </div>
            )
          })}
          <FormDialogFooter error={formError} saving={saving} onCancel={onClose} />
        </form>
      </DialogContent>
    </Dialog>
  )
}
