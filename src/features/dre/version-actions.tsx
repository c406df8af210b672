import { Link } from '@tanstack/react-router'
import { Check, Eye, Trash2 } from 'lucide-react'
import { openModal } from '@/components/dialogs/modal-store'
import { Button, buttonVariants } from '@/components/ui/button'
import type { VersionItem } from '@/contracts/financial'
import { useOnlineOnly } from '@/db/online-only'
import { formatCount } from '@/lib/format'
import { confirmPublish } from './publish-confirm'
import { useDiscardVersion, usePublishVersion } from './version-mutations'

type Props = {
  office: number
  version: VersionItem & { total_centavos?: string }
  review?: boolean
  reviewTo?: '/dre/comparative/$type'
  onDone?: () => void
}

/**
 * Publish (after a confirmation that says what it replaces) or discard the temporary version; the review
 * link opens the comparison with the current DRE.
 */
export function VersionActions({ office, version, review = true, reviewTo = '/dre/comparative/$type', onDone }: Props) {
  const publish = usePublishVersion(office)
  const discard = useDiscardVersion(office)
  const busy = publish.isPending || discard.isPending
  // Publish and discard need the server at that moment (never queued): disabled offline, with the reason.
  const onlineOnly = useOnlineOnly()
  return (
    <div className="flex items-center gap-2">
      {review ? (
        <Link to={reviewTo} params={{ type: 'geral' }} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <Eye aria-hidden /> Revisar
        </Link>
      ) : null}
      <Button
        size="sm"
        loading={publish.isPending}
        disabled={busy || onlineOnly.disabled}
        title={onlineOnly.title}
        onClick={() =>
          void confirmPublish(version, async () => {
            await publish.mutateAsync(version.id)
            onDone?.()
          })
        }
      >
        <Check aria-hidden /> Publicar
      </Button>
      <Button
        variant="outline"
        size="sm"
        className="text-danger hover:text-danger"
        loading={discard.isPending}
        disabled={busy || onlineOnly.disabled}
        title={onlineOnly.title}
        onClick={() =>
          void openModal({
            title: 'Descartar versão?',
            subtitle: 'O DRE continua como está.',
            text: `“${version.nome_arquivo}” e ${version.linhas === 1 ? 'seu lançamento' : `seus ${formatCount(version.linhas)} lançamentos`} deixam de poder ser publicados.`,
            buttons: [
              { text: 'Cancelar', variant: 'outline' },
              {
                text: 'Descartar',
                variant: 'destructive',
                action: async () => {
                  await discard.mutateAsync(version.id)
                  onDone?.()
                },
              },
            ],
          })
        }
      >
        <Trash2 aria-hidden /> Descartar
      </Button>
    </div>
  )
}
