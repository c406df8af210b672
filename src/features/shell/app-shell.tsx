import { Outlet } from '@tanstack/react-router'
import { useState } from 'react'
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet'
import type { CurrentUser } from '@/contracts/session'
import { roleFromFlags } from '@/lib/roles'
import { useMediaQuery } from '@/lib/use-media-query'
import { ViewAsBanner } from '../offices/view-as-banner'
import { FullScreenBar } from './full-screen-bar'
import { LeftNav } from './left-nav'
import { useRouteFlags } from './route-flags'
import { TopBar } from './top-bar'
import { useLeftbarExpand } from './use-leftbar-expand'

const main = (
  <main id="conteudo" className="mx-auto w-full max-w-[1440px] flex-1 p-4 md:p-6">
    <Outlet />
  </main>
)

/** The authenticated layout: left drawer, top bar, the page; a `hideNavigation` route gets the page alone. */
export function AppShell({ user }: { user: CurrentUser }) {
  const role = roleFromFlags(user)
  const [expanded, setExpanded] = useLeftbarExpand(user.id_interno)
  const [mobileOpen, setMobileOpen] = useState(false)
  const flags = useRouteFlags()
  // The pinned drawer only exists from lg up: a phone does not build a menu it cannot see (its first screen).
  // Its CSS hides it too, in the frame between a window narrowing and React hearing of it.
  const wide = useMediaQuery('(min-width: 1024px)')

  if (flags.hideNavigation)
    return (
      <div className="flex h-full min-w-0 flex-col">
        <FullScreenBar />
        <ViewAsBanner />
        {main}
      </div>
    )

  return (
    <div className="flex h-full">
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-card focus:p-2"
      >
        Pular para o conteúdo
      </a>
      {wide ? (
        <div className={expanded ? 'hidden w-64 shrink-0 lg:block' : 'hidden w-16 shrink-0 lg:block'}>
          <div className="fixed inset-y-0 left-0 z-40 border-r">
            <LeftNav role={role} expanded={expanded} onExpandedChange={setExpanded} />
          </div>
        </div>
      ) : null}
      <Sheet open={mobileOpen} onOpenChange={setMobileOpen}>
        <SheetContent side="left" className="w-72 p-0" aria-describedby={undefined}>
          <SheetTitle className="sr-only">Menu</SheetTitle>
          <LeftNav role={role} expanded temporary onNavigate={() => setMobileOpen(false)} />
        </SheetContent>
      </Sheet>
      <div className="flex min-w-0 flex-1 flex-col">
        {/* A view's banner stays under the top bar, in the flow: nothing of the page hides behind it. */}
        <div className="sticky top-0 z-30">
          <TopBar user={user} onOpenMenu={() => setMobileOpen(true)} showClient={flags.showClient} />
          <ViewAsBanner />
        </div>
        {main}
      </div>
    </div>
  )
}
