import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
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
import type { StatementLineRow } from '@/contracts/bpo-statements'
import { formatDate } from '@/lib/format/date'
import { formatMoney } from '@/lib/format/money'
import { notify } from '@/lib/notify'
import { type EntryChoice, EntryFields } from './entry-fields'
import type { useStatementActions } from './statements-data'

type Props = {
  office: number
  line: StatementLineRow
  /** The fields of the office's rule whose keyword the memo carries, when one does. */
  initial: EntryChoice
  actions: ReturnType<typeof useStatementActions>
  onClose: () => void
}

/** 'Criar lançamento': a ledger entry for a line nothing matches, reconciled with it at once. */
export function CreateDialog({ office, line, initial, actions, onClose }: Props) {
  const descriptionId = useId()
  const [choice, setChoice] = useState<EntryChoice>(initial)
  const [descricao, setDescricao] = useState(line.descricao.slice(0, 200))
  const create = useMutation({
    mutationFn: () =>
      actions.create(line.id, {
        id_categoria: choice.id_categoria ?? 0,
        id_departamento: choice.id_departamento,
        id_fornecedor: choice.id_fornecedor,
        descricao,
      }),
    onSuccess: () => {
      notify({ text: 'Lançamento criado e conciliado.', color: 'success' })
      onClose()
    },
  })
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Criar lançamento</DialogTitle>
          <DialogDescription>
            {formatDate(line.data)} · {formatMoney(BigInt(line.valor))} · {line.descricao}
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-3"
          onSubmit={(e) => {
            e.preventDefault()
            create.mutate()
          }}
        >
          <label htmlFor={descriptionId} className="text-sm font-medium">
            Descrição
          </label>
          <Input id={descriptionId} value={descricao} maxLength={200} onChange={(e) => setDescricao(e.target.value)} />
          <EntryFields office={office} value={choice} onChange={(p) => setChoice((c) => ({ ...c, ...p }))} />
          {create.error ? (
            <p role="alert" className="text-sm text-danger">
              {create.error.message}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancelar
            </Button>
            <Button
              type="submit"
              disabled={choice.id_categoria === null || !descricao.trim()}
              loading={create.isPending}
            >
              Criar e conciliar
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
