import { useMutation, useQuery } from '@tanstack/react-query'
import { Trash2 } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { useBpoOptions } from '../registers-data'
import { type EntryChoice, EntryFields } from './entry-fields'
import { statementQueries, type useStatementActions } from './statements-data'

const empty: EntryChoice = { id_categoria: null, id_departamento: null, id_fornecedor: null }

/** Regras de conciliação: a keyword of the memo fills category, cost centre and counterpart. */
export function RulesDialog({
  office,
  actions,
  onClose,
}: {
  office: number
  actions: ReturnType<typeof useStatementActions>
  onClose: () => void
}) {
  const wordId = useId()
  const rules = useQuery(statementQueries.rules(office))
  const categories = useBpoOptions(office).data?.categorias ?? []
  const [palavra, setPalavra] = useState('')
  const [choice, setChoice] = useState<EntryChoice>(empty)
  const add = useMutation({
    mutationFn: () => actions.addRule({ palavra, ...choice, id_categoria: choice.id_categoria ?? 0 }),
    onSuccess: () => {
      setPalavra('')
      setChoice(empty)
    },
  })
  const remove = useMutation({ mutationFn: (id: number) => actions.removeRule(id) })
  const categoryName = (id: number) => categories.find((c) => c.id === id)?.nome ?? '—'
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] max-w-xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Regras de conciliação</DialogTitle>
          <DialogDescription>
            Quando o histórico da linha traz a palavra-chave, a regra sugere a categoria, o departamento e o fornecedor
            do lançamento.
          </DialogDescription>
        </DialogHeader>
        <ul className="grid gap-1 text-sm" aria-label="Regras">
          {rules.data?.length === 0 ? <li className="text-muted-foreground">Nenhuma regra cadastrada.</li> : null}
          {rules.data?.map((r) => (
            <li key={r.id} className="flex items-center justify-between gap-2 rounded-md border px-3 py-1.5">
              <span>
                <strong>{r.palavra}</strong> → {categoryName(r.id_categoria)}
              </span>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remover a regra ${r.palavra}`}
                loading={remove.isPending && remove.variables === r.id}
                onClick={() => remove.mutate(r.id)}
              >
                <Trash2 aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
        <form
          className="grid gap-2 border-t pt-3"
          onSubmit={(e) => {
            e.preventDefault()
            add.mutate()
          }}
        >
          <label htmlFor={wordId} className="text-sm font-medium">
            Palavra-chave
          </label>
          <Input id={wordId} value={palavra} maxLength={60} onChange={(e) => setPalavra(e.target.value)} />
          <EntryFields office={office} value={choice} onChange={(p) => setChoice((c) => ({ ...c, ...p }))} />
          {(add.error ?? remove.error) ? (
            <p role="alert" className="text-sm text-danger">
              {(add.error ?? remove.error)?.message}
            </p>
          ) : null}
          <Button
            type="submit"
            disabled={palavra.trim().length < 2 || choice.id_categoria === null}
            loading={add.isPending}
          >
            Adicionar regra
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  )
}
