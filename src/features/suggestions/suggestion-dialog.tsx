import { zodResolver } from '@hookform/resolvers/zod'
import { useRouterState } from '@tanstack/react-router'
import { useState } from 'react'
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
import { suggestionSchema } from '@/contracts/rules'
import { queuedEditNotice } from '@/db/online-only'
import { notify } from '@/lib/notify'
import { useSendSuggestion } from './suggestions-data'

const form = suggestionSchema.pick({ subject: true, report: true })
type FormValues = z.input<typeof form>

/** 'Enviar sugestão': title required, description optional (§5). */
export function SuggestionDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const origem = useRouterState({ select: (s) => s.location.pathname })
  const { register, handleSubmit, reset, formState } = useForm<FormValues>({
    resolver: zodResolver(form),
    defaultValues: { subject: '', report: '' },
  })
  const send = useSendSuggestion()
  const [sending, setSending] = useState(false)
  const submit = async (values: FormValues) => {
    setSending(true)
    try {
      await send(form.parse(values), origem)
    } finally {
      setSending(false)
    }
    notify(
      queuedEditNotice(
        'Sugestão enviada. Obrigado!',
        'Sem conexão: sua sugestão será enviada quando a conexão voltar.',
      ),
    )
    reset()
    onOpenChange(false)
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Enviar sugestão</DialogTitle>
          <DialogDescription>
            Conte o que podemos melhorar. A equipe da plataforma lê todas as sugestões.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={handleSubmit((values) => void submit(values))} noValidate>
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
            <Button type="submit" loading={sending}>
              Enviar
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
