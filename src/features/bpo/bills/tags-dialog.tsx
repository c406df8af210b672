import { useState } from 'react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { APPROVED_TAG, type BillTag, billTags, tagCatalogue } from '@/contracts/bill-tags'
import { type LocalBill, tagsOf } from './bills-data'

type Props = {
  bill: LocalBill
  onClose: () => void
  onSave: (tags: BillTag[]) => Promise<unknown>
}

/** Adds and removes a bill's ERP workflow tags; 'Pagamento aprovado' only comes from the gestor's approval. */
export function TagsDialog({ bill, onClose, onSave }: Props) {
  const [tags, setTags] = useState<Set<BillTag>>(new Set(tagsOf(bill)))
  const [busy, setBusy] = useState(false)
  const awaiting = bill.aprovacao === 'pendente' || bill.aprovacao === 'rejeitado'
  const save = async () => {
    setBusy(true)
    try {
      await onSave(billTags.filter((t) => tags.has(t)))
      onClose()
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Etiquetas do ERP</DialogTitle>
          <DialogDescription>{bill.descricao}</DialogDescription>
        </DialogHeader>
        <fieldset className="grid gap-2">
          <legend className="sr-only">Etiquetas</legend>
          {tagCatalogue.map((t) => {
            const locked = t.value === APPROVED_TAG && awaiting && !tagsOf(bill).includes(APPROVED_TAG)
            return (
              <label key={t.value} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={tags.has(t.value)}
                  disabled={locked}
                  onChange={(e) =>
                    setTags((prev) => {
                      const next = new Set(prev)
                      e.target.checked ? next.add(t.value) : next.delete(t.value)
                      return next
                    })
                  }
                />
                <span className="size-2.5 rounded-full" style={{ backgroundColor: t.cor }} aria-hidden />
                {t.label}
                {locked ? <span className="text-xs text-muted-foreground">(vem da aprovação do gestor)</span> : null}
              </label>
            )
          })}
        </fieldset>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Voltar
          </Button>
          <Button loading={busy} onClick={() => void save()}>
            Salvar etiquetas
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
