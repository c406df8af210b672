import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { BigSnackbarHost } from '@/components/big-snackbar-host'
import { LazyModalHost } from '@/components/dialogs/lazy-modal-host'
import { SnackbarHost } from '@/components/snackbar-host'
import { UpdatePrompt } from '@/features/pwa/update-prompt'
import { NavigationProgress } from '@/features/shell/navigation-progress'

export type RouterContext = {
  queryClient: QueryClient
  /** Settles once the answers saved in this browser are back in the query client (or none were). */
  restored: Promise<void>
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <NavigationProgress />
      <Outlet />
      <SnackbarHost />
      <BigSnackbarHost />
      <LazyModalHost />
      <UpdatePrompt />
    </>
  ),
})
