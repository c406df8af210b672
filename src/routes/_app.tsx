import { createFileRoute, redirect } from '@tanstack/react-router'
import { sessionStore } from '@/features/session/session-store'
import { featureOffIn, permissionQueries } from '@/features/settings/permission-queries'
import { AppLayout } from '@/features/shell/app-layout'
import { canOpen, roleFromFlags } from '@/lib/roles'

export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ location, context }) => {
    const user = sessionStore.get()
    if (!user) throw redirect({ to: '/login', search: { redirect: location.href } })
    // §2: a user with parametrizar true is sent to the 'parametrizacao' route.
    if (user.parametrizar && location.pathname !== '/parametrizacao') throw redirect({ to: '/parametrizacao' })
    if (!canOpen(roleFromFlags(user), location.pathname)) throw redirect({ to: '/home' })
    // A feature the office lacks cannot be opened by its address either (offline, without the list: allowed).
    if (!user.IS_EQUIPE && user.escritorio) {
      const permissions = await context.queryClient
        .ensureQueryData(permissionQueries.office(user.escritorio.id))
        .catch(() => undefined)
      if (featureOffIn(permissions)(location.pathname)) throw redirect({ to: '/home' })
    }
    return { user }
  },
  component: AppLayout,
})
