import { FieldError } from '@/components/dialogs/form-parts'
import { MonthPicker } from '@/components/month-picker'
import { Button } from '@/components/ui/button'

type Props = {
  /** Prefix of the error messages' ids (the form's useId). */
  id: string
  inicio: string | null
  fim: string | null
  errors: { inicio?: string; fim?: string }
  onChange: (patch: { inicio?: string | null; fim?: string | null }) => void
}

/** A rule's validity in months: start, and an optional end ('Sem fim' clears it). */
export function ValidityFields({ id, inicio, fim, errors, onChange }: Props) {
  return (
    <>
      <div className="grid content-start gap-1.5">
        <MonthPicker label="Vigência: início" value={inicio} onChange={(value) => onChange({ inicio: value })} />
        <FieldError id={`${id}-erro-vigencia_inicio`} text={errors.inicio} />
      </div>
      <div className="grid content-start gap-1.5">
        <div className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <MonthPicker label="Vigência: fim (opcional)" value={fim} onChange={(value) => onChange({ fim: value })} />
          </div>
          {fim ? (
            <Button type="button" variant="ghost" size="sm" onClick={() => onChange({ fim: null })}>
              Sem fim
            </Button>
          ) : null}
        </div>
        <FieldError id={`${id}-erro-vigencia_fim`} text={errors.fim} />
      </div>
    </>
  )
}
