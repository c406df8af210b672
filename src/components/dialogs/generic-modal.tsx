import DOMPurify from 'dompurify'
import { useMemo, useState } from 'react'
import type { ModalButton, ModalOptions } from '@/components/dialogs/modal-store'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { notify } from '@/lib/notify'

export const DEFAULT_MODAL_TITLE = 'Aviso'
const DEFAULT_BUTTONS: ModalButton[] = [{ text: 'Confirmar' }]

type Props = ModalOptions & { open: boolean; onClose: () => void }

/**
 * The generic modal of §2: title 'Aviso' by default, subtitle, text, sanitized html, buttons that show
 * a loading state while their action runs and then close it; closable and persistent.
 */
export function GenericModal({
  open,
  onClose,
  title = DEFAULT_MODAL_TITLE,
  subtitle,
  text,
  html,
  buttons,
  closable = true,
  persistent = false,
}: Props) {
  const [running, setRunning] = useState<number | null>(null)
  const safeHtml = useMemo(() => (html ? DOMPurify.sanitize(html) : ''), [html])
  const list = buttons && buttons.length > 0 ? buttons : DEFAULT_BUTTONS
  const busy = running !== null
  const keepOpen = persistent || busy

  const run = async (button: ModalButton, index: number) => {
    setRunning(index)
    try {
      await button.action?.()
      onClose()
    } catch (error) {
      notify({ text: error instanceof Error ? error.message : 'Não foi possível concluir a ação', color: 'danger' })
    } finally {
      setRunning(null)
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && onClose()}>
      <DialogContent
        closable={closable}
        {...(text ? {} : { 'aria-describedby': undefined })}
        onEscapeKeyDown={(event) => keepOpen && event.preventDefault()}
        onInteractOutside={(event) => keepOpen && event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {subtitle ? <p className="text-sm font-medium text-muted-foreground">{subtitle}</p> : null}
        </DialogHeader>
        {text ? <DialogDescription className="whitespace-pre-line text-foreground">{text}</DialogDescription> : null}
        {safeHtml ? (
          <div
            className="text-sm [&_a]:text-brand [&_a]:underline [&_li]:ml-5 [&_li]:list-disc [&_p]:mb-2"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above
            dangerouslySetInnerHTML={{ __html: safeHtml }}
          />
        ) : null}
        <DialogFooter>
          {list.map((button, index) => (
            <Button
              key={button.text}
              type="button"
              variant={button.variant ?? (index === list.length - 1 ? 'default' : 'outline')}
              className={button.class}
              loading={running === index}
              disabled={busy && running !== index}
              onClick={() => void run(button, index)}
            >
              {button.text}
            </Button>
          ))}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
