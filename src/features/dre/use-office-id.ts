import { currentOfficeStore } from '@/features/offices/office-store'
import { isOnline } from '@/lib/online'

/** The office every financial page works on: the user's own, or the one staff picked in the top bar. */
export const useOfficeId = (): number | null => currentOfficeStore.use()?.id ?? null

export const currentOfficeId = (): number | null => currentOfficeStore.get()?.id ?? null

/**
 * The office a route loader prefetches for; none offline, where a fetch would only hold the route while the
 * page reads the saved cache once it is restored.
 */
export const prefetchOfficeId = (): number | null => (isOnline() ? currentOfficeId() : null)
