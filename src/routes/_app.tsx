import { onlineManager } from '@tanstack/react-query'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { sessionStore } from '@/features/session/session-store'
import { featureOffIn, permissionQueries } from '@/features/settings/permission-queries'
import { AppLayout } from '@/features/shell/app-layout'
import { startLayoutData } from '@/features/shell/layout-data'
import { notify } from '@/lib/notify'
import { canOpen, roleFromFlags } from '@/lib/roles'

const NOT_FOR_ROLE = 'Essa página não está disponível para o seu perfil. Você voltou para a Visão Geral.'
const FEATURE_OFF = 'Essa funcionalidade não está ativa para o seu escritório. Você voltou para a Visão Geral.'

export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ location, context, preload }) => {
    // Sent home from an address the user cannot open: say why (not while merely preloading a link).
    const refuse = (text: string) => {
      if (!preload) notify({ text, color: 'warning' })
      return redirect({ to: '/home' })
    }
    const user = sessionStore.get()
    if (!user) throw redirect({ to: '/login', search: { redirect: location.href } })
    // §2: a user with parametrizar true is sent to the 'parametrizacao' route.
    if (user.parametrizar && location.pathname !== '/parametrizacao') throw redirect({ to: '/parametrizacao' })
    if (!canOpen(roleFromFlags(user), location.pathname)) throw refuse(NOT_FOR_ROLE)
    await context.restored
    // The layout's own data starts now, beside its code and the permission check below, not after them.
    startLayoutData(context.queryClient, user)
    // A feature the office lacks cannot be opened by its address either (offline, without the list: allowed).
    if (!user.IS_EQUIPE && user.escritorio) {
      const permissions = onlineManager.isOnline()
        ? await context.queryClient.ensureQueryData(permissionQueries.office(user.escritorio.id)).catch(() => undefined)
        : context.queryClient.getQueryData(permissionQueries.office(user.escritorio.id).queryKey)
      if (featureOffIn(permissions)(location.pathname)) throw refuse(FEATURE_OFF)
    }
    return { user }
  },
  component: AppLayout,
})
