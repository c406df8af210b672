import { Upload } from 'lucide-react'
import { type DragEvent, type KeyboardEvent, useId, useRef, useState } from 'react'
import { matchesAccept } from '@/components/file-accept'
import { FileUploadList, type UploadItem } from '@/components/file-upload-list'
import { ApiError } from '@/lib/api/client'
import { cn } from '@/lib/cn'
import { UPLOAD_MAX_MB, uploadSize } from '@/lib/validation'

type Props = {
  label?: string
  /** Accepted types, as the file input's accept attribute: '.pdf,image/*'. */
  accept?: string
  multiple?: boolean
  /** Maximum size of each file in MB; default 15 (§9). */
  maxMb?: number
  disabled?: boolean
  /** The files kept after each change. */
  onChange?: (files: File[]) => void
  /** Sends one file, reporting progress 0–1; when given, each accepted file is sent at once. */
  upload?: (file: File, onProgress: (fraction: number) => void) => Promise<unknown>
  className?: string
}

let nextKey = 1

/** File upload box (§2): click, keyboard or drag and drop; the whole selection is refused if any file is too big. */
export function FileUpload({
  label = 'Arquivos',
  accept,
  multiple = false,
  maxMb = UPLOAD_MAX_MB,
  disabled,
  onChange,
  upload,
  className,
}: Props) {
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [items, setItems] = useState<UploadItem[]>([])
  const [error, setError] = useState<string | null>(null)
  const [dragging, setDragging] = useState(false)

  const patch = (key: string, change: Partial<UploadItem>) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)))

  const send = async (item: UploadItem) => {
    if (!upload) return
    patch(item.key, { status: 'uploading', progress: 0 })
    try {
      await upload(item.file, (fraction) => patch(item.key, { progress: Math.min(1, Math.max(0, fraction)) }))
      patch(item.key, { status: 'done', progress: 1 })
    } catch (cause) {
      const message = cause instanceof ApiError || cause instanceof Error ? cause.message : 'Falha no envio'
      patch(item.key, { status: 'error', error: message })
    }
  }

  const addFiles = (list: FileList | File[]) => {
    const files = Array.from(list)
    if (files.length === 0) return
    const chosen = multiple ? files : files.slice(0, 1)
    const sizeCheck = uploadSize(chosen, maxMb)
    if (sizeCheck !== true) return setError(sizeCheck)
    const wrongType = chosen.find((file) => !matchesAccept(file, accept))
    if (wrongType) return setError(`Tipo de arquivo não permitido: ${wrongType.name}`)
    setError(null)
    const added: UploadItem[] = chosen.map((file) => ({
      key: String(nextKey++),
      file,
      status: 'selected',
      progress: 0,
    }))
    const next = multiple ? [...items, ...added] : added
    setItems(next)
    onChange?.(next.map((item) => item.file))
    for (const item of added) void send(item)
  }

  const remove = (key: string) => {
    const next = items.filter((item) => item.key !== key)
    setItems(next)
    onChange?.(next.map((item) => item.file))
  }

  const openPicker = () => {
    if (!disabled) inputRef.current?.click()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      openPicker()
    }
  }

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault()
    setDragging(false)
    if (!disabled) addFiles(event.dataTransfer.files)
  }

  const hint = [accept ? `Tipos: ${accept}` : null, `até ${maxMb} MB por arquivo`].filter(Boolean).join(' · ')

  return (
    <div className={cn('grid grid-cols-1 content-start gap-2', className)}>
      <span id={`${id}-label`} className="text-sm font-medium">
        {label}
      </span>
      {/* biome-ignore lint/a11y/useSemanticElements: a drop zone holding text cannot be a native button */}
      <div
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-labelledby={`${id}-label ${id}-action ${id}-hint`}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-disabled={disabled || undefined}
        data-testid="upload-box"
        onClick={openPicker}
        onKeyDown={onKeyDown}
        onDragOver={(event) => {
          event.preventDefault()
          if (!disabled) setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed bg-card px-4 py-6 text-center transition-colors hover:border-brand/60 hover:bg-brand/5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          dragging && 'border-brand bg-brand/10',
          error && 'border-danger/60',
          disabled && 'cursor-not-allowed opacity-50',
        )}
      >
        <Upload className="size-6 text-brand" aria-hidden />
        <span id={`${id}-action`} className="text-sm font-medium">
          {dragging
            ? 'Solte para anexar'
            : `Arraste ${multiple ? 'os arquivos' : 'o arquivo'} ou clique para selecionar`}
        </span>{' '}
        <span id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </span>
      </div>
      <input
        ref={inputRef}
        id={`${id}-input`}
        type="file"
        className="sr-only"
        tabIndex={-1}
        aria-label={label}
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onChange={(event) => {
          if (event.target.files) addFiles(event.target.files)
          event.target.value = ''
        }}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <FileUploadList items={items} onRemove={remove} disabled={disabled} />
    </div>
  )
}
