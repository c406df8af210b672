import { zodResolver } from '@hookform/resolvers/zod'
import { type ChangeEvent, useState } from 'react'
import { type Path, useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { type OfficeForm, officeFormSchema } from '@/contracts/rules'
import { useOnlineOnly } from '@/db/online-only'
import { hexColorMask } from '@/lib/masks'
import { notify } from '@/lib/notify'
import { FormField } from './form-field'
import { type CreatedOffice, useAddOffice } from './office-admin-api'
import { officeFields as fields, type Mask } from './office-form-fields'

const empty: OfficeForm = {
  office_data: {
    nome_escritorio: '',
    login: '',
    cnpj: '',
    cpf: '',
    telefone: '',
    nome_responsavel: '',
    nome_bucket: '',
    email_escritorio: '',
    sufixo_email_escritorio: '',
    subdominio_escritorio: '',
  },
  office_colors_data: { primaria: '#3242B9', secundaria: '#6B7280' },
}

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onCreated?: (office: CreatedOffice) => void }

/** §2 'Escritório': the new-office form with the §5 rules (the server checks the same schema). */
export function OfficeFormDialog({ open, onOpenChange, onCreated }: Props) {
  const [created, setCreated] = useState<CreatedOffice | null>(null)
  const { register, handleSubmit, formState, reset, watch, setValue } = useForm<OfficeForm>({
    resolver: zodResolver(officeFormSchema),
    defaultValues: empty,
  })
  const add = useAddOffice()
  const errorOf = (name: string) =>
    name
      .split('.')
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], formState.errors) as
      | { message?: string }
      | undefined
  const field = (name: Path<OfficeForm>, mask?: Mask) => {
    const registered = register(name)
    if (!mask) return registered
    return {
      ...registered,
      onChange: (e: ChangeEvent<HTMLInputElement>) => {
        e.target.value = mask.apply(e.target.value)
        return registered.onChange(e)
      },
    }
  }
  // A temporary password is issued: it is never queued.
  const onlineOnly = useOnlineOnly()
  const close = (next: boolean) => {
    if (!next) {
      reset(empty)
      setCreated(null)
    }
    onOpenChange(next)
  }
  const submit = handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: (res) => {
        setCreated(res.value)
        onCreated?.(res.value)
        notify({ text: 'Escritório criado', color: 'success' })
      },
    }),
  )

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Escritório</DialogTitle>
          <DialogDescription>Cadastro do escritório, do login do gestor e das cores da marca.</DialogDescription>
        </DialogHeader>
        {created ? (
          <div className="space-y-3 text-sm" role="status">
            <p>
              <strong>{created.nome_escritorio}</strong> foi criado com o código #{created.id_escritorio}.
            </p>
            <p>
              Login do gestor: <strong data-testid="novo-login">{created.login}</strong>
              <br />
              Senha temporária (mostrada uma única vez):{' '}
              <code data-testid="senha-temporaria">{created.senha_temporaria}</code>
            </p>
            <DialogFooter>
              <Button onClick={() => close(false)}>Concluir</Button>
            </DialogFooter>
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="grid gap-4">
            <div className="grid max-h-[55vh] gap-3 overflow-y-auto pr-1 sm:grid-cols-2">
              {fields.map((f) => (
                <FormField
                  key={f.name}
                  id={f.name.replace('.', '-')}
                  label={f.label}
                  type={f.type}
                  placeholder={f.placeholder}
                  error={errorOf(f.name)?.message}
                  {...field(f.name, f.mask)}
                />
              ))}
              {(['primaria', 'secundaria'] as const).map((key) => (
                <div key={key} className="flex items-end gap-2">
                  <FormField
                    id={`cor-${key}`}
                    className="grid flex-1 gap-1.5"
                    label={key === 'primaria' ? 'Cor primária' : 'Cor secundária'}
                    placeholder="#XXXXXX"
                    error={errorOf(`office_colors_data.${key}`)?.message}
                    {...field(`office_colors_data.${key}`, hexColorMask)}
                  />
                  <input
                    type="color"
                    aria-label={key === 'primaria' ? 'Escolher cor primária' : 'Escolher cor secundária'}
                    className="mb-0.5 h-9 w-10 cursor-pointer rounded border bg-card"
                    value={
                      /^#[0-9A-Fa-f]{6}$/.test(watch(`office_colors_data.${key}`) ?? '')
                        ? watch(`office_colors_data.${key}`)
                        : '#000000'
                    }
                    onChange={(e) =>
                      setValue(`office_colors_data.${key}`, e.target.value.toUpperCase(), { shouldValidate: true })
                    }
                  />
                </div>
              ))}
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => close(false)}>
                Cancelar
              </Button>
              <Button type="submit" loading={add.isPending} {...onlineOnly}>
                Salvar
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  )
}
