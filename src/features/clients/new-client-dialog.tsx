import { type FormEvent, useState } from 'react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { ValidatedField } from '@/components/validated-field'
import { type ClientItem, type NewClient, newClientRules } from '@/contracts/clients'
import { useOnlineOnly } from '@/db/online-only'
import { cpfMask, phoneMask } from '@/lib/masks'
import { useCreateClient } from './clients-api'

type Props = {
  officeId: number
  /** What was typed in 'Pesquisar outro cliente': a name starts the name field. */
  search: string
  onClose: () => void
  onCreated: (client: ClientItem) => void
}

const EMPTY: NewClient = { nome_cliente: '', email: '', cpf: '', telefone: '' }
/** A search that reads as a name (not a CPF or an e-mail) starts the form. */
const nameFrom = (search: string) => (/^[\p{L}\s'.-]+$/u.test(search.trim()) ? search.trim() : '')
const isValid = (values: NewClient) =>
  Object.entries(newClientRules).every(([key, rule]) => rule(values[key as keyof NewClient] ?? '') === true)

/**
 * '+ Cliente' of 'Selecionar cliente': name, e-mail, CPF and optional phone, created on the server.
 * Mounted while open, so each opening starts from the search text.
 */
export function NewClientDialog({ officeId, search, onClose, onCreated }: Props) {
  const [values, setValues] = useState<NewClient>(() => ({ ...EMPTY, nome_cliente: nameFrom(search) }))
  const [showErrors, setShowErrors] = useState(false)
  const create = useCreateClient(officeId)
  // The new client's id selects it: the form needs the server at that moment (never queued).
  const onlineOnly = useOnlineOnly()
  const set = (key: keyof NewClient) => (value: string) => setValues((all) => ({ ...all, [key]: value }))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setShowErrors(true)
    if (!isValid(values)) return
    create.mutate(values, {
      onSuccess: (client) => {
        onCreated(client)
        onClose()
      },
    })
  }

  return (
    <Dialog open onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Novo cliente</DialogTitle>
          <DialogDescription>O cliente é cadastrado no escritório e já fica selecionado.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-3" onSubmit={submit} noValidate>
          <ValidatedField
            label="Nome completo"
            value={values.nome_cliente}
            onChange={set('nome_cliente')}
            rule={newClientRules.nome_cliente}
            showErrors={showErrors}
            autoComplete="off"
          />
          <ValidatedField
            label="E-mail"
            type="email"
            value={values.email}
            onChange={set('email')}
            rule={newClientRules.email}
            showErrors={showErrors}
            autoComplete="off"
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <ValidatedField
              label="CPF"
              value={values.cpf}
              onChange={set('cpf')}
              mask={cpfMask.apply}
              rule={newClientRules.cpf}
              showErrors={showErrors}
              placeholder="000.000.000-00"
              inputMode="numeric"
            />
            <ValidatedField
              label="Telefone (opcional)"
              type="tel"
              value={values.telefone ?? ''}
              onChange={set('telefone')}
              mask={phoneMask.apply}
              rule={newClientRules.telefone}
              showErrors={showErrors}
              placeholder="(00) 00000-0000"
              inputMode="tel"
            />
          </div>
          {create.error ? (
            <p role="alert" className="text-sm text-danger">
              {create.error.message}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={create.isPending} {...onlineOnly}>
              Cadastrar cliente
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
