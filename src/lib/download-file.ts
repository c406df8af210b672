import { downloadBlob } from '@/lib/api/download'

/** Saves a base64 payload answered by the server ({base64, name, extension}) as a file. */
export function downloadBase64(file: { base64: string; name: string; extension: string }, mime?: string) {
  const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0))
  const type =
    mime ??
    (file.extension === 'xlsx'
      ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
      : 'application/octet-stream')
  downloadBlob(new Blob([bytes], { type }), `${file.name}.${file.extension}`)
}
