import { CheckCircle2, FileText, Loader2, X, XCircle } from 'lucide-react'
import { formatFileSize } from '@/components/file-accept'
import { Button } from '@/components/ui/button'

export type UploadStatus = 'selected' | 'uploading' | 'done' | 'error'

export type UploadItem = { key: string; file: File; status: UploadStatus; progress: number; error?: string }

type Props = { items: readonly UploadItem[]; onRemove: (key: string) => void; disabled?: boolean }

/** The files of an upload box, each with its size, progress bar and state. */
export function FileUploadList({ items, onRemove, disabled }: Props) {
  if (items.length === 0) return null
  return (
    <ul className="grid grid-cols-1 gap-2" aria-label="Arquivos selecionados">
      {items.map((item) => {
        const percent = Math.round(item.progress * 100)
        return (
          <li key={item.key} className="flex items-center gap-3 rounded-md border bg-card px-3 py-2 text-sm">
            <FileText className="size-5 shrink-0 text-muted-foreground" aria-hidden />
            <div className="min-w-0 flex-1">
              <div className="flex items-center justify-between gap-2">
                <span className="truncate font-medium" title={item.file.name}>
                  {item.file.name}
                </span>
                <span className="shrink-0 text-xs text-muted-foreground tabular">{formatFileSize(item.file.size)}</span>
              </div>
              {item.status === 'uploading' || item.status === 'done' ? (
                <div
                  role="progressbar"
                  aria-label={`Envio de ${item.file.name}`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-muted"
                >
                  <div
                    className={item.status === 'done' ? 'h-full bg-success' : 'h-full bg-brand transition-[width]'}
                    style={{ width: `${percent}%` }}
                  />
                </div>
              ) : null}
              {item.error ? <p className="mt-1 text-xs text-danger">{item.error}</p> : null}
            </div>
            {item.status === 'uploading' ? (
              <span className="flex items-center gap-1 text-xs text-muted-foreground tabular">
                <Loader2 className="size-4 animate-spin" aria-hidden /> {percent}%
              </span>
            ) : null}
            {item.status === 'done' ? <CheckCircle2 className="size-4 text-success" aria-label="Enviado" /> : null}
            {item.status === 'error' ? <XCircle className="size-4 text-danger" aria-label="Falhou" /> : null}
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-7"
              aria-label={`Remover ${item.file.name}`}
              disabled={disabled || item.status === 'uploading'}
              onClick={() => onRemove(item.key)}
            >
              <X />
            </Button>
          </li>
        )
      })}
    </ul>
  )
}
