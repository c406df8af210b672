import { type FormEvent, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import type { SetupState } from '@/contracts/validation'
import { useAddAccount } from './setup-data'

/** The office's checking accounts: the list so far and a form for one more (the BPO's Contas register). */
export function AccountsForm({ office, state }: { office: number; state: SetupState }) {
  const add = useAddAccount(office)
  const [fields, setFields] = useState({ nome: '', banco: '', agencia: '', conta: '' })
  const set = (patch: Partial<typeof fields>) => setFields((f) => ({ ...f, ...patch }))
  const submit = (e: FormEvent) => {
    e.preventDefault()
    add.mutate(fields, { onSuccess: () => setFields({ nome: '', banco: '', agencia: '', conta: '' }) })
  }
  return (
    <div className="grid gap-4">
      {state.contas.length > 0 ? (
        <ul className="grid gap-1 text-sm" aria-label="Contas cadastradas">
          {state.contas.map((c) => (
            <li key={c.id} className="rounded-md border px-3 py-2">
              {c.nome}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">Nenhuma conta cadastrada ainda.</p>
      )}
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-4 sm:items-end" aria-label="Nova conta corrente">
        <Field id="conta-nome" label="Nome da conta" value={fields.nome} onChange={(nome) => set({ nome })} />
        <Field id="conta-banco" label="Banco (código)" value={fields.banco} onChange={(banco) => set({ banco })} />
        <Field id="conta-agencia" label="Agência" value={fields.agencia} onChange={(agencia) => set({ agencia })} />
        <Field id="conta-numero" label="Conta" value={fields.conta} onChange={(conta) => set({ conta })} />
        <Button
          type="submit"
          variant="outline"
          className="sm:col-span-4 sm:justify-self-start"
          disabled={add.isPending || !fields.nome.trim()}
        >
          Adicionar conta
        </Button>
      </form>
    </div>
  )
}

function Field(props: { id: string; label: string; value: string; onChange: (v: string) => void }) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={props.id}>{props.label}</Label>
      <Input id={props.id} value={props.value} onChange={(e) => props.onChange(e.target.value)} />
    </div>
  )
}
