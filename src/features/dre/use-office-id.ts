import { currentOfficeStore } from '@/features/offices/office-store'

/** The office every financial page works on: the user's own, or the one staff picked in the top bar. */
export const useOfficeId = (): number | null => currentOfficeStore.use()?.id ?? null

export const currentOfficeId = (): number | null => currentOfficeStore.get()?.id ?? null
