import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'

type Props = { pending: number; open: boolean; onOpenChange: (open: boolean) => void; onConfirm: () => void }

/** Logout deletes this browser's copy of the user's data: with edits not yet sent, ask first. */
export function LogoutConfirmDialog({ pending, open, onOpenChange, onConfirm }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Sair com alterações pendentes?</DialogTitle>
          <DialogDescription>
            {pending === 1 ? 'Há 1 alteração' : `Há ${pending} alterações`} ainda não enviada{pending === 1 ? '' : 's'}{' '}
            ao servidor. Se você sair agora, {pending === 1 ? 'ela será perdida' : 'elas serão perdidas'}.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Continuar conectado
          </Button>
          <Button variant="destructive" onClick={onConfirm}>
            Sair mesmo assim
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
