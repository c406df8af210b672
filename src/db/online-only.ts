import { isOnline, useOnline } from '@/lib/online'

export const ONLINE_ONLY_MESSAGE = 'Disponível apenas com conexão'

/**
 * Props for a button whose action cannot wait in the outbox (uploads, passwords, login): disabled while
 * offline, with the reason as its tooltip.
 */
export function useOnlineOnly(): { disabled?: boolean; title?: string } {
  return useOnline() ? {} : { disabled: true, title: ONLINE_ONLY_MESSAGE }
}

/** Offline with nothing saved on this device for what a page shows: it has to say so (OfflineUnavailable). */
export function useOfflineWithout(data: unknown): boolean {
  return !useOnline() && data === undefined
}

/**
 * The snackbar after an edit that goes through the outbox: `sent` when the server can be reached now, `queued`
 * (it waits on this device) when not.
 */
export const queuedEditNotice = (sent: string, queued: string) =>
  isOnline() ? ({ text: sent, color: 'success' } as const) : ({ text: queued, color: 'info' } as const)
