import { trackReach } from '../online'
import { ApiError, currentAuthorization, reportUnauthorized } from './client'

/** Saves a blob as a file through a temporary link. */
export function downloadBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** Fetches a file answered as itself (not the JSON envelope) with the session's token; the blob keeps its type. */
export async function fetchFile(url: string, failure: string): Promise<Blob> {
  const token = currentAuthorization()
  let response: Response
  try {
    response = await trackReach(fetch(url, { headers: token ? { Authorization: token } : {} }))
  } catch {
    throw new ApiError(0, failure)
  }
  if (response.status === 401) reportUnauthorized(token)
  if (!response.ok) throw new ApiError(response.status, failure)
  return response.blob()
}

/** Fetches a file with the session's token and saves it. */
export async function downloadFile(url: string, filename: string, failure: string) {
  downloadBlob(await fetchFile(url, failure), filename)
}
