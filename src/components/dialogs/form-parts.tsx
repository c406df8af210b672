import type { ComponentProps } from 'react'
import { Button } from '@/components/ui/button'
import { DialogFooter } from '@/components/ui/dialog'

/** A field's message under its input; `id` is what the input's aria-describedby names. */
export const FieldError = ({ id, text }: { id: string; text: string | null | undefined }) =>
  text ? (
    <p id={id} className="text-xs text-danger">
      {text}
    </p>
  ) : null

type FooterProps = {
  /** The form-wide message (the server's refusal), announced to screen readers. */
  error: string | null | undefined
  saving: boolean
  onCancel: () => void
  /** Extra props of the submit button, e.g. disabled with a reason while offline. */
  submit?: ComponentProps<typeof Button>
}

/** The end of a two-column dialog form: its error and the Cancelar / Salvar buttons. */
export function FormDialogFooter({ error, saving, onCancel, submit }: FooterProps) {
  return (
    <>
      {error ? (
        <p role="alert" className="text-sm text-danger sm:col-span-2">
          {error}
        </p>
      ) : null}
      <DialogFooter className="sm:col-span-2">
        <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
          Cancelar
        </Button>
        <Button type="submit" loading={saving} {...submit}>
          Salvar
        </Button>
      </DialogFooter>
    </>
  )
}
