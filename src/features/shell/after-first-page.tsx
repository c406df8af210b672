import type { ReactNode } from 'react'
import { useFirstPageSettled } from './first-page'

/** Renders its children once the first page has settled (see watchFirstPage), `fallback` until then. */
export function AfterFirstPage({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useFirstPageSettled() ? children : fallback
}
