import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { type AddProfessional, addProfessionalBody, CARGOS, cargoLabel } from '@/contracts/professionals'
import { notify } from '@/lib/notify'
import { FormField } from '../offices/form-field'
import { useAddProfessional } from './professionals-api'

const schema = addProfessionalBody.omit({ id_escritorio: true })
type Values = Omit<AddProfessional, 'id_escritorio'>

/** notebooks/add-professional: name, e-mail and role; access is granted afterwards. */
export function AddProfessionalDialog({
  officeId,
  open,
  onOpenChange,
}: {
  officeId: number
  open: boolean
  onOpenChange: (o: boolean) => void
}) {
  const { register, handleSubmit, formState, reset } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { nome: '', email: '', cargo: 'ASSESSOR' },
  })
  const add = useAddProfessional(officeId)
  const submit = handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: () => {
        notify({ text: 'Profissional cadastrado', color: 'success' })
        reset()
        onOpenChange(false)
      },
    }),
  )
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Novo profissional</DialogTitle>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-3">
          <FormField id="prof-nome" label="Nome" error={formState.errors.nome?.message} {...register('nome')} />
          <FormField
            id="prof-email"
            label="E-mail"
            type="email"
            error={formState.errors.email?.message}
            {...register('email')}
          />
          <div className="grid gap-1.5">
            <Label htmlFor="prof-cargo">Cargo</Label>
            <NativeSelect id="prof-cargo" {...register('cargo')}>
              {CARGOS.map((c) => (
                <option key={c} value={c}>
                  {cargoLabel(c)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancelar
            </Button>
            <Button type="submit" loading={add.isPending}>
              Salvar
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
