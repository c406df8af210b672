import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import type { OfficeAttachment } from '@/contracts/bpo-requests'
import { fetchFile } from '@/lib/api/download'
import { fileUrl } from './attachments-data'

const MIME: Record<OfficeAttachment['tipo'], string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  xml: 'text/plain',
}

/**
 * The file shown in the page: a PDF in the browser's own viewer (an iframe), an image as itself. The bytes are
 * fetched with the session's token (an iframe cannot send it) and shown from a blob: address of the type the server
 * answered (application/pdf, image/png, image/jpeg), so nothing is rendered from the API's origin.
 */
export function AttachmentPreview({
  office,
  attachment: a,
  onClose,
}: {
  office: number
  attachment: OfficeAttachment
  onClose: () => void
}) {
  const { data, isError, error } = useQuery({
    queryKey: ['bpo', office, 'anexo-previa', a.origem, a.id] as const,
    queryFn: () => fetchFile(fileUrl(office, a), 'Não foi possível abrir o anexo.'),
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
  })
  // One blob: address per file shown, given up when the preview closes.
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!data) return
    // The blob takes the type of the checked file, never what the answer claimed: only a PDF or an image is shown.
    const address = URL.createObjectURL(new Blob([data], { type: MIME[a.tipo] }))
    setUrl(address)
    return () => URL.revokeObjectURL(address)
  }, [data, a.tipo])
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="grid max-h-[94dvh] grid-rows-[auto_1fr] sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle className="truncate pr-6">{a.nome_arquivo}</DialogTitle>
          <DialogDescription>Visualização do anexo.</DialogDescription>
        </DialogHeader>
        {isError ? (
          <p role="alert" className="text-sm text-danger">
            {error.message}
          </p>
        ) : !url ? (
          <p className="text-sm text-muted-foreground">Carregando…</p>
        ) : a.tipo === 'pdf' ? (
          <iframe
            title={`Visualização de ${a.nome_arquivo}`}
            src={url}
            className="h-[75dvh] w-full rounded-md border"
            data-testid="previa-pdf"
          />
        ) : (
          <img
            src={url}
            alt={a.nome_arquivo}
            className="max-h-[75dvh] w-full rounded-md border object-contain"
            data-testid="previa-imagem"
          />
        )}
      </DialogContent>
    </Dialog>
  )
}
