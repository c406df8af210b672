import { Pencil, Trash2 } from 'lucide-react'
import { Button } from '@/components/ui/button'

type Props = {
  /** What the row is, for the buttons' accessible names ('Editar …', 'Remover …'). */
  label: string
  disabled?: boolean
  className?: string
  onEdit: () => void
  onRemove: () => void
}

/** Edit and remove icon buttons of a row, wherever the row is drawn (a table's cell, a card). */
export function EditRemoveButtons({ label, disabled, className, onEdit, onRemove }: Props) {
  return (
    <div className={className}>
      <Button size="icon" variant="ghost" aria-label={`Editar ${label}`} disabled={disabled} onClick={onEdit}>
        <Pencil />
      </Button>
      <Button size="icon" variant="ghost" aria-label={`Remover ${label}`} disabled={disabled} onClick={onRemove}>
        <Trash2 />
      </Button>
    </div>
  )
}

/** The last cell of an editable table row: edit and remove icon buttons. */
export function EditRemoveCell({ className, ...buttons }: Props) {
  return (
    <td className={className}>
      <EditRemoveButtons {...buttons} />
    </td>
  )
}
