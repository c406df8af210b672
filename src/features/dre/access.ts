import { redirect } from '@tanstack/react-router'
import type { UserFlags } from '@/contracts/session'
import { sessionStore } from '@/features/session/session-store'
import { roleFromFlags } from '@/lib/roles'

/** The only DRE an advisor may open: the one by professional, which the server narrows to themself. */
export const ADVISOR_DRE = '/dre/dres/dre-profissional'

/** Advisors see only their own professional figures (docs/financial.md: other groupings answer 403). */
export const isAdvisor = (user: UserFlags | null | undefined): boolean =>
  user ? roleFromFlags(user) === 'assessor' : false

type Range = { inicio?: string; fim?: string; freq?: 'M' | 'Q' | 'Y' }

/**
 * Route guard of every DRE address an advisor may not open: instead of a 403 error state, the advisor
 * lands on their own DRE, keeping the period they asked for.
 */
export function sendAdvisorToOwnDre(search: Range = {}): void {
  if (!isAdvisor(sessionStore.get())) return
  throw redirect({
    to: ADVISOR_DRE,
    search: { inicio: search.inicio, fim: search.fim, freq: search.freq },
    replace: true,
  })
}

/** Whether a DRE menu link leads somewhere this user may see (for the menu: an advisor has only their DRE). */
export function dreLinkAllowed(user: UserFlags | null | undefined, to: string): boolean {
  return !to.startsWith('/dre') || !isAdvisor(user) || to === ADVISOR_DRE
}
