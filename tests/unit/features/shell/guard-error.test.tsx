import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { PendingPage, RouteErrorPage } from '@/features/shell/page-states'

afterEach(cleanup)

/** The app's router options (src/main.tsx) over a small tree with a guard that fails. */
function appRouter() {
  const root = createRootRoute({ component: Outlet })
  const home = createRoute({ getParentRoute: () => root, path: '/home', component: () => <h1>Visão Geral</h1> })
  const guarded = createRoute({
    getParentRoute: () => root,
    path: '/protegida',
    beforeLoad: () => {
      throw new Error('Falha ao verificar o acesso')
    },
    component: () => <h1>Protegida</h1>,
  })
  return createRouter({
    routeTree: root.addChildren([home, guarded]),
    history: createMemoryHistory({ initialEntries: ['/home'] }),
    defaultPendingComponent: PendingPage,
    defaultErrorComponent: RouteErrorPage,
  })
}

describe('a pre-resolve guard that throws (§2 Routes)', () => {
  it('shows the error view with its message instead of leaving the user where they were', async () => {
    const router = appRouter()
    render(<RouterProvider router={router} />)
    expect(await screen.findByRole('heading', { name: 'Visão Geral' })).toBeInTheDocument()
    await act(() => router.history.push('/protegida'))
    expect(await screen.findByText('Falha ao verificar o acesso')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Visão Geral' })).toBeNull()
    expect(router.state.location.pathname).toBe('/protegida')
  })
})
