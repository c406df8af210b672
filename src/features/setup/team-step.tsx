import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { CARGO_LABELS, CARGOS, cargoLabel } from '@/contracts/professionals'
import { setupQueries, useAddProfessional } from './setup-data'

const empty = { nome: '', email: '', cargo: 'ASSESSOR' }

/** The office's team: who is in it and a form to add a professional (the same call as Acessos). */
export function TeamForm({ office }: { office: number }) {
  const { data } = useQuery(setupQueries.team(office))
  const add = useAddProfessional(office)
  const [fields, setFields] = useState(empty)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    add.mutate(fields, { onSuccess: () => setFields(empty) })
  }
  return (
    <div className="grid gap-4">
      <ul className="grid gap-1 text-sm" aria-label="Equipe">
        {(data ?? []).map((p) => (
          <li key={p.id} className="flex min-w-0 justify-between gap-3 rounded-md border px-3 py-2">
            <span className="min-w-0 truncate">{p.nome}</span>
            <span className="shrink-0 text-muted-foreground">{cargoLabel(p.cargo)}</span>
          </li>
        ))}
      </ul>
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-3 sm:items-end" aria-label="Novo profissional">
        <div className="grid gap-1">
          <Label htmlFor="equipe-nome">Nome</Label>
          <Input
            id="equipe-nome"
            value={fields.nome}
            onChange={(e) => setFields({ ...fields, nome: e.target.value })}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="equipe-email">E-mail</Label>
          <Input
            id="equipe-email"
            type="email"
            value={fields.email}
            onChange={(e) => setFields({ ...fields, email: e.target.value })}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="equipe-cargo">Cargo</Label>
          <NativeSelect
            id="equipe-cargo"
            value={fields.cargo}
            onChange={(e) => setFields({ ...fields, cargo: e.target.value })}
          >
            {CARGOS.map((c) => (
              <option key={c} value={c}>
                {CARGO_LABELS[c]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button
          type="submit"
          variant="outline"
          className="sm:col-span-3 sm:justify-self-start"
          disabled={add.isPending || !fields.nome.trim() || !fields.email.trim()}
        >
          Adicionar à equipe
        </Button>
      </form>
    </div>
  )
}
