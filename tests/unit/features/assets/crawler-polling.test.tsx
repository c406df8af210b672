import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CRAWLER_POLL_MS } from '@/contracts/asset-paths'
import type { CrawlerState } from '@/contracts/assets'
import { useCrawlerStatus } from '@/features/assets/queries'

const REQUEST = '0190a5a0-0000-7000-8000-000000000001'
const state = (step: number): CrawlerState => ({
  status: 200,
  request_id: REQUEST,
  data: { metadata: { step, n_steps: 4 } },
  etapa: null,
  mensagem: null,
  atualizado_em: '2026-11-25T13:00:00.000Z',
})

/** The server's answers to GET crawler/{request_id}, one per call, in order; the calls made are counted. */
function serverAnswering(steps: number[]) {
  const calls: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL) => {
      calls.push(String(url))
      const step = steps[Math.min(calls.length - 1, steps.length - 1)]
      // A plain answer (not a Response, whose body is read through streams) keeps every step on microtasks.
      return { status: 200, ok: true, text: async () => JSON.stringify(state(step)) }
    }),
  )
  return calls
}

function openDialog(started: CrawlerState) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  return renderHook(() => useCrawlerStatus(3, started), { wrapper })
}

/** Lets `ms` pass, then the render of what arrived (React Query notifies the hook on a timer of its own). */
async function pass(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms))
  await act(() => vi.advanceTimersByTimeAsync(10))
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] }))
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('crawler status polling (§4: every 60 s while the dialog is open)', () => {
  it('asks again at 60 s, not before, and every 60 s until the last step', async () => {
    expect(CRAWLER_POLL_MS).toBe(60_000)
    const calls = serverAnswering([2, 3, 4])
    const { result } = openDialog(state(1))
    expect(result.current.data?.data.metadata.step).toBe(1)
    await pass(CRAWLER_POLL_MS - 1_000)
    expect(calls).toHaveLength(0)
    await pass(1_000)
    expect(calls).toHaveLength(1)
    expect(calls[0]).toContain(`/crawler/products/xp/rf/${REQUEST}?id_escritorio=3`)
    expect(result.current.data?.data.metadata.step).toBe(2)
    await pass(CRAWLER_POLL_MS * 2)
    expect(calls).toHaveLength(3)
    expect(result.current.data?.data.metadata.step).toBe(4)
    // step = n_steps: the run has ended, nothing more is asked.
    await pass(CRAWLER_POLL_MS * 5)
    expect(calls).toHaveLength(3)
  })

  it('stops at step -1', async () => {
    const calls = serverAnswering([-1])
    const { result } = openDialog(state(1))
    await pass(CRAWLER_POLL_MS)
    expect(result.current.data?.data.metadata.step).toBe(-1)
    await pass(CRAWLER_POLL_MS * 3)
    expect(calls).toHaveLength(1)
  })

  it('asks nothing once the dialog is closed', async () => {
    const calls = serverAnswering([2])
    const { unmount } = openDialog(state(1))
    unmount()
    await pass(CRAWLER_POLL_MS * 3)
    expect(calls).toHaveLength(0)
  })

  it('asks nothing for a run that failed at once (a refused login answers step -1)', async () => {
    const calls = serverAnswering([-1])
    openDialog(state(-1))
    await pass(CRAWLER_POLL_MS * 3)
    expect(calls).toHaveLength(0)
  })
})
