import { reportServerAnswered, reportServerUnreachable } from '../online'
import { ApiError, currentAuthorization, reportServerError, reportUnauthorized } from './client'
import { fieldText } from './encoding'

export type UploadOptions = {
  /** Form field of the file; default 'file'. */
  field?: string
  /** Other form fields sent with the file (object values as JSON text, as in §7). */
  fields?: Record<string, unknown>
  method?: 'POST' | 'PUT'
  /** Fraction 0–1 of the bytes sent. */
  onProgress?: (fraction: number) => void
  signal?: AbortSignal
}

/**
 * Sends one file as multipart form data with XMLHttpRequest, because fetch reports no upload progress.
 * Same Authorization token, 401 handling and error shape (ApiError with the server message) as `request`.
 */
export function uploadFile<T = unknown>(url: string, file: Blob, options: UploadOptions = {}): Promise<T> {
  if (!url) return Promise.reject(new ApiError(0, 'URL não informada'))
  const form = new FormData()
  for (const [key, value] of Object.entries(options.fields ?? {})) {
    if (value !== undefined) form.append(key, fieldText(value))
  }
  form.append(options.field ?? 'file', file)

  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open(options.method ?? 'POST', new URL(url, window.location.origin).toString())
    xhr.setRequestHeader('Accept', 'application/json')
    const token = currentAuthorization()
    if (token) xhr.setRequestHeader('Authorization', token)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total)
    }
    xhr.onload = () => {
      reportServerAnswered()
      let data: unknown = {}
      if (xhr.responseText) {
        try {
          data = JSON.parse(xhr.responseText)
        } catch {
          data = { message: xhr.responseText }
        }
      }
      if (xhr.status === 401) reportUnauthorized(token)
      reportServerError(xhr.status, options.method ?? 'POST', url)
      if (xhr.status < 200 || xhr.status >= 300) {
        const message = (data as { message?: unknown }).message
        reject(new ApiError(xhr.status, typeof message === 'string' ? message : `Erro ${xhr.status}`, data))
        return
      }
      options.onProgress?.(1)
      resolve(data as T)
    }
    xhr.onerror = () => {
      reportServerUnreachable()
      reject(new ApiError(0, 'Falha de conexão ao enviar o arquivo'))
    }
    xhr.onabort = () => reject(new ApiError(0, 'Envio cancelado'))
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(form)
  })
}
