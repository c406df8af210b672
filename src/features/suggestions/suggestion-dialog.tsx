import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
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
import { Label } from '@/components/ui/label'
import { paths } from '@/contracts/paths'
import { suggestionSchema } from '@/contracts/rules'
import { api } from '@/lib/api/client'
import { notify } from '@/lib/notify'

const form = suggestionSchema.pick({ subject: true, report: true })
type FormValues = z.input<typeof form>

/** 'Enviar sugestão': title required, description optional (§5). */
export function SuggestionDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const origem = useRouterState({ select: (s) => s.location.pathname })
  const { register, handleSubmit, reset, formState } = useForm<FormValues>({
    resolver: zodResolver(form),
    defaultValues: { subject: '', report: '' },
  })
  const send = useMutation({
    mutationFn: (values: FormValues) =>
      api.post(paths.suggestions, { id: crypto.randomUUID(), ...values, interno: false, simulacao: false, origem }),
    onSuccess: () => {
      notify({ text: 'Sugestão enviada. Obrigado!', color: 'success' })
      reset()
      onOpenChange(false)
    },
  })
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Enviar sugestão</DialogTitle>
          <DialogDescription>
            Conte o que podemos melhorar. A equipe da plataforma lê todas as sugestões.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={handleSubmit((values) => send.mutate(values))} noValidate>
          <div className="grid gap-1.5">
            <Label htmlFor="sugestao-titulo">Título</Label>
            <Input id="sugestao-titulo" aria-invalid={!!formState.errors.subject} {...register('subject')} />
            {formState.errors.subject ? (
              <p className="text-xs text-danger">{formState.errors.subject.message}</p>
            ) : null}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="sugestao-descricao">Descrição (opcional)</Label>
            <textarea
              id="sugestao-descricao"
              rows={4}
              className="rounded-md border bg-card px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              {...register('report')}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancelar
            </Button>
            <Button type="submit" loading={send.isPending}>
              Enviar
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
