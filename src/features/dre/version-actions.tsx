import { Link } from '@tanstack/react-router'
import { Check, Eye, Trash2 } from 'lucide-react'
import { Button, buttonVariants } from '@/components/ui/button'
import { useDiscardVersion, usePublishVersion } from './version-mutations'

type Props = {
  office: number
  id: number
  review?: boolean
  reviewTo?: '/dre/comparative/$type'
  onDone?: () => void
}

/** Publish or discard the temporary version; the review link opens the comparison with the current DRE. */
export function VersionActions({ office, id, review = true, reviewTo = '/dre/comparative/$type', onDone }: Props) {
  const publish = usePublishVersion(office)
  const discard = useDiscardVersion(office)
  const busy = publish.isPending || discard.isPending
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
        disabled={busy}
        onClick={() => publish.mutate(id, { onSuccess: onDone })}
      >
        <Check aria-hidden /> Publicar
      </Button>
      <Button
        variant="outline"
        size="sm"
        className="text-danger hover:text-danger"
        loading={discard.isPending}
        disabled={busy}
        onClick={() => discard.mutate(id, { onSuccess: onDone })}
      >
        <Trash2 aria-hidden /> Descartar
      </Button>
    </div>
  )
}
