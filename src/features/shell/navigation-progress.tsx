import { useRouterState } from '@tanstack/react-router'

/** §2: a progress bar runs during navigation. */
export function NavigationProgress() {
  const loading = useRouterState({ select: (s) => s.status === 'pending' || s.isLoading })
  if (!loading) return null
  return (
    <div
      className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-brand/20"
      role="progressbar"
      aria-label="Carregando página"
    >
      <div className="h-full w-1/3 bg-brand [animation:progress-slide_1s_ease-in-out_infinite]" />
    </div>
  )
}
