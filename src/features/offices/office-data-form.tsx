import { zodResolver } from '@hookform/resolvers/zod'
import { type ChangeEvent, useState } from 'react'
import { type Path, useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { Toggle } from '@/components/ui/toggle'
import type { OfficeDetail } from '@/contracts/offices'
import { type OfficeForm, officeFormSchema } from '@/contracts/rules'
import { queuedEditNotice, useOfflineWithout } from '@/db/online-only'
import { notify } from '@/lib/notify'
import { OfflineUnavailable } from '../shell/offline-states'
import { ErrorState } from '../shell/page-states'
import { FormField } from './form-field'
import { useEditOffice, useOfficeDetail } from './office-data'
import { type Mask, officeFields } from './office-form-fields'

const schema = officeFormSchema.pick({ office_data: true })
type Values = Pick<OfficeForm, 'office_data'>

const toValues = (o: OfficeDetail): Values => ({
  office_data: {
    nome_escritorio: o.nome_escritorio,
    login: o.login ?? '',
    cnpj: o.cnpj ?? '',
    cpf: o.cpf ?? '',
    telefone: o.telefone ?? '',
    nome_responsavel: o.nome_responsavel ?? '',
    nome_bucket: o.nome_bucket ?? '',
    email_escritorio: o.email_escritorio ?? '',
    sufixo_email_escritorio: o.sufixo_email_escritorio ?? '',
    subdominio_escritorio: o.subdominio_escritorio ?? '',
  },
})

type Props = { officeId: number; staff: boolean; onSaved?: () => void }

/** The office's registration data, edited with the same §5 rules as the 'Escritório' dialog. */
export function OfficeDataForm({ officeId, staff, onSaved }: Props) {
  const { office, loading, refreshError } = useOfficeDetail(officeId)
  const unavailable = useOfflineWithout(office)
  if (office)
    return <LoadedForm key={`${officeId}-${office.version}`} office={office} staff={staff} onSaved={onSaved} />
  if (unavailable) return <OfflineUnavailable />
  if (loading) return <Skeleton className="h-64 w-full" />
  return <ErrorState message={refreshError?.message ?? 'Escritório não encontrado'} />
}

function LoadedForm({ office, staff, onSaved }: { office: OfficeDetail; staff: boolean; onSaved?: () => void }) {
  const [whitelabel, setWhitelabel] = useState(office.whitelabel)
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: toValues(office),
  })
  const edit = useEditOffice()
  const field = (name: Path<Values>, mask?: Mask) => {
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
  const submit = handleSubmit(async (values) => {
    await edit(office, values.office_data, staff ? whitelabel : undefined)
    notify(
      queuedEditNotice(
        'Dados do escritório salvos',
        'Dados do escritório salvos neste aparelho. Serão enviados quando a conexão voltar.',
      ),
    )
    onSaved?.()
  })
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        {officeFields
          .filter((f) => staff || !f.staffOnly)
          .map((f) => (
            <FormField
              key={f.name}
              id={`editar-${f.name.replace('.', '-')}`}
              label={f.label}
              type={f.type}
              placeholder={f.placeholder}
              error={formState.errors.office_data?.[f.name.split('.')[1] as keyof Values['office_data']]?.message}
              {...field(f.name, f.mask)}
            />
          ))}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {staff ? (
          <Toggle pressed={whitelabel} onPressedChange={setWhitelabel}>
            White label {whitelabel ? 'contratado' : 'não contratado'}
          </Toggle>
        ) : null}
        <Button type="submit" className="ml-auto" loading={formState.isSubmitting}>
          Salvar
        </Button>
      </div>
    </form>
  )
}
