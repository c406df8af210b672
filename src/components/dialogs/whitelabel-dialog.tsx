import { useNavigate } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'

export const WHITELABEL_TEXT =
  'Esta função está disponível apenas para consultores que contrataram o serviço de whitelabel. Para mais informações entre em contato com nossa equipe.'

type Props = { open: boolean; onOpenChange: (open: boolean) => void }

/** §2 'Função indisponível': shown when a whitelabel-only function is used; offers the contract route. */
export function WhitelabelDialog({ open, onOpenChange }: Props) {
  const navigate = useNavigate()
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Função indisponível</DialogTitle>
        </DialogHeader>
        <DialogDescription className="text-foreground">{WHITELABEL_TEXT}</DialogDescription>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Voltar
          </Button>
          <Button
            type="button"
            onClick={() => {
              onOpenChange(false)
              void navigate({ to: '/contrato' })
            }}
          >
            Contratar whitelabel
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
