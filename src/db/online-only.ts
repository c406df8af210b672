import { useOnline } from '@/lib/online'

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
