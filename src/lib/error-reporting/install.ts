import type { ClientErrorKind } from '@/contracts/client-errors'
import { ApiError } from '../api/client'

// What the first load needs to catch errors from the start; building and sending a report (reporter.ts) loads
// beside the first page.

/** Message and stack of whatever was thrown (an Error, a string, an event's payload…). */
export function describeError(error: unknown): { message: string; stack: string } {
  if (error instanceof Error) return { message: `${error.name}: ${error.message}`, stack: error.stack ?? '' }
  if (typeof error === 'string') return { message: error, stack: '' }
  try {
    return { message: JSON.stringify(error) ?? String(error), stack: '' }
  } catch {
    return { message: String(error), stack: '' }
  }
}

const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|Loading (CSS )?chunk|ChunkLoadError|Unable to preload CSS/i
export const isChunkFailure = (message: string) => CHUNK_FAILURE.test(message)

export type ReportError = (tipo: ClientErrorKind, error: unknown, status?: number) => void

/**
 * Reports uncaught errors, unhandled rejections and failed chunk loads of `target` (the window). Calls that
 * failed with a 5xx are reported by the API client (`onServerError`), and offline failures are not errors.
 * Returns the function that stops listening.
 */
export function installErrorReporting(target: Window, report: ReportError): () => void {
  const onError = (event: ErrorEvent) => {
    const error = event.error ?? event.message
    report(isChunkFailure(describeError(error).message) ? 'chunk' : 'erro', error)
  }
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason
    if (reason instanceof ApiError && (reason.status === 0 || reason.status >= 500)) return
    report(isChunkFailure(describeError(reason).message) ? 'chunk' : 'rejeicao', reason)
  }
  const onPreloadError = (event: Event) => report('chunk', (event as Event & { payload?: unknown }).payload ?? event)
  target.addEventListener('error', onError)
  target.addEventListener('unhandledrejection', onRejection)
  target.addEventListener('vite:preloadError', onPreloadError)
  return () => {
    target.removeEventListener('error', onError)
    target.removeEventListener('unhandledrejection', onRejection)
    target.removeEventListener('vite:preloadError', onPreloadError)
  }
}
