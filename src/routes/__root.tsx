import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { SnackbarHost } from '@/components/snackbar-host'
import { NavigationProgress } from '@/features/shell/navigation-progress'

export type RouterContext = { queryClient: QueryClient }

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <NavigationProgress />
      <Outlet />
      <SnackbarHost />
    </>
  ),
})
