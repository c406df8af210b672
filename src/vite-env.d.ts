/// <reference types="vite/client" />
import '@tanstack/react-query'

declare global {
  /** The build id (scripts/vite/release.ts), sent with error reports. */
  const __APP_RELEASE__: string
  interface ImportMetaEnv {
    /** 'on' or 'off': error reporting whatever the host (by default only on non-local hosts). */
    readonly VITE_ERROR_REPORTING?: string
  }
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean }
    mutationMeta: { silent?: boolean }
  }
}

// The Element Timing API's attribute (https://wicg.github.io/element-timing/), which React passes to the DOM as is.
declare module 'react' {
  interface HTMLAttributes<T> {
    elementtiming?: string
  }
}
