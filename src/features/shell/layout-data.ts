import type { QueryClient } from '@tanstack/react-query'
import type { CurrentUser } from '@/contracts/session'
import { currentOfficeStore, themeOfficeId } from '../offices/office-store'
import { sessionQueries } from '../session/session-queries'
import { permissionQueries } from '../settings/permission-queries'
import { themeQueries } from '../theme/theme-api'

/**
 * Starts what every page of the layout reads (session check, office theme) without waiting for it: the queries
 * are the ones the layout's hooks use, so these answers are theirs. They are asked for before the page's code
 * (beforeLoad runs before any route chunk is requested), so a slow connection does not queue them behind it.
 */
export function startLayoutData(queryClient: QueryClient, user: CurrentUser) {
  selectOwnOffice(user)
  void queryClient.prefetchQuery(sessionQueries.validate(user.token))
  void queryClient.prefetchQuery(themeQueries.office(themeOfficeId(user)))
  // The feature check of the layout's loader reads this answer.
  if (!user.IS_EQUIPE && user.escritorio) void queryClient.prefetchQuery(permissionQueries.office(user.escritorio.id))
}

/**
 * Office users work in their own office: it is selected for them (before the first page draws, so that home
 * draws the office's figures at once rather than 'Nenhum escritório selecionado' first). Staff pick one.
 */
export function selectOwnOffice(user: CurrentUser) {
  if (user.IS_EQUIPE || !user.escritorio) return
  const own = { id: user.escritorio.id, nome: user.escritorio.nome }
  const current = currentOfficeStore.get()
  if (current?.id !== own.id || current.nome !== own.nome) currentOfficeStore.set(own)
}
