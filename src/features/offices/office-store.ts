import { DEFAULT_OFFICE_ID } from '@/contracts/brand'
import type { CurrentUser } from '@/contracts/session'
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

/** The office whose figures home shows: staff pick one; everybody else works in their own. */
export function homeOfficeId(user: CurrentUser): number | undefined {
  return user.IS_EQUIPE ? currentOfficeStore.get()?.id : user.escritorio?.id
}

/** The office whose theme the layout paints: an office user's own, else the selected one, else the default. */
export function themeOfficeId(user: CurrentUser): number {
  const own = user.IS_EQUIPE ? undefined : user.escritorio?.id
  return own ?? currentOfficeStore.get()?.id ?? DEFAULT_OFFICE_ID
}
