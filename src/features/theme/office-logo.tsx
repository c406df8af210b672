import { useQuery } from '@tanstack/react-query'
import { currentOfficeStore } from '../offices/office-store'
import { useSession } from '../session/session-store'
import { DEFAULT_LOGO, DEFAULT_OFFICE_ID } from './apply-theme'
import { lastThemeOfficeStore, themeQueries } from './theme-api'

/** The logo of the office being shown (selected office, own office, or the last one on this browser). */
export function OfficeLogo({ className }: { className?: string }) {
  const user = useSession()
  const selected = currentOfficeStore.use()
  const last = lastThemeOfficeStore.use()
  const id = user ? (selected?.id ?? user.escritorio?.id ?? DEFAULT_OFFICE_ID) : last
  const { data } = useQuery(themeQueries.office(id))
  return <img src={data?.logo ?? DEFAULT_LOGO} alt="" data-testid="logo-escritorio" className={className} />
}
