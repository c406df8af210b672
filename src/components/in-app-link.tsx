import { useRouter } from '@tanstack/react-router'
import type { ComponentProps } from 'react'

/**
 * A link to an address of the app given as text (`/admin/...` with its search, e.g. from the server): a plain click
 * moves inside the app without reloading it; Ctrl-click, middle click and the like still open a new tab (§2).
 */
export function InAppLink({ href, onClick, ...props }: ComponentProps<'a'> & { href: string }) {
  const router = useRouter()
  return (
    <a
      href={href}
      onClick={(e) => {
        onClick?.(e)
        if (e.defaultPrevented || e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return
        e.preventDefault()
        void router.navigate({ href })
      }}
      {...props}
    />
  )
}
