import { createFileRoute, redirect } from '@tanstack/react-router'

/** §2: unknown paths redirect to /404, carrying the path as the resource name. */
export const Route = createFileRoute('/$')({
  beforeLoad: ({ location }) => {
    throw redirect({ to: '/404', search: { recurso: location.pathname }, replace: true })
  },
})
