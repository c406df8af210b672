import { createLocalStore } from '@/lib/local-store'

export type SelectedOffice = { id: number; nome: string }

export const MAX_RECENT_OFFICES = 5

/** §4 Office selection: the current office and the recent ones live in browser storage. */
export const currentOfficeStore = createLocalStore<SelectedOffice | null>('aawz:escritorio', null)
export const recentOfficesStore = createLocalStore<SelectedOffice[]>('aawz:escritorios-recentes', [])

/** Puts the office first, without duplicates, keeping at most five. */
export function pushRecent(list: SelectedOffice[], office: SelectedOffice): SelectedOffice[] {
  return [office, ...list.filter((o) => o.id !== office.id)].slice(0, MAX_RECENT_OFFICES)
}
