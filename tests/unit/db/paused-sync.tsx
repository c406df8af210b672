import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { SyncProvider } from '@/db/sync-context'
import { createQueryClient } from '@/lib/query-client'

/**
 * The app's query client and a wrapper giving hooks the local database of user `userId` (one per test, so tests never
 * share one) with its sender paused: without a token nothing leaves the outbox until the test says so.
 */
export function pausedSync(userId: number) {
  const client = createQueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <SyncProvider userId={userId} getToken={() => null} run>
        {children}
      </SyncProvider>
    </QueryClientProvider>
  )
  return { client, wrapper }
}
