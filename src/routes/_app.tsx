import { createFileRoute, redirect } from '@tanstack/react-router'
import { ENROL_ROUTE } from '@/contracts/security-paths'
import { sessionStore } from '@/features/session/session-store'
import { featureOffIn, permissionQueries } from '@/features/settings/permission-queries'
import { AppLayout } from '@/features/shell/app-layout'
import { startLayoutData } from '@/features/shell/layout-data'
import { notify } from '@/lib/notify'
import { whileOnline } from '@/lib/query-client'
import { canOpen, roleFromFlags } from '@/lib/roles'

const NOT_FOR_ROLE = 'Essa página não está disponível para o seu perfil. Você voltou para a Visão Geral.'
const FEATURE_OFF = 'Essa funcionalidade não está ativa para o seu escritório. Você voltou para a Visão Geral.'

/** Sent home from an address the user cannot open: say why (not while merely preloading a link). */
function refuse(text: string, preload: boolean) {
  if (!preload) notify({ text, color: 'warning' })
  return redirect({ to: '/home' })
}

export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ location, context, preload }) => {
    const user = sessionStore.get()
    if (!user) throw redirect({ to: '/login', search: { redirect: location.href } })
    // A session limited to enrolling the second factor reaches nothing else until it is enrolled.
    if (user.inscrever_segundo_fator) throw redirect({ to: ENROL_ROUTE })
    // §2: a user with parametrizar true is sent to the 'parametrizacao' route.
    if (user.parametrizar && location.pathname !== '/parametrizacao') throw redirect({ to: '/parametrizacao' })
    if (!canOpen(roleFromFlags(user), location.pathname)) throw refuse(NOT_FOR_ROLE, preload)
    await context.restored
    // The layout's own data starts now, beside its code and the permission check below, not after them.
    startLayoutData(context.queryClient, user)
    return { user }
  },
  // A feature the office lacks cannot be opened by its address either (offline, without the list: allowed).
  // Checked in the loader, which runs beside the page's own loader and code, not before them.
  loader: async ({ location, context, preload }) => {
    const { user, queryClient } = context
    if (user.IS_EQUIPE || !user.escritorio) return
    const query = permissionQueries.office(user.escritorio.id)
    const permissions =
      (await whileOnline(queryClient.ensureQueryData(query))) ?? queryClient.getQueryData(query.queryKey)
    if (featureOffIn(permissions)(location.pathname)) throw refuse(FEATURE_OFF, preload)
  },
  component: AppLayout,
})
