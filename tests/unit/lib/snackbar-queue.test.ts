import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createBigSnackbarQueue, createSnackbarQueue } from '@/lib/snackbar-queue'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('snackbar: one at a time', () => {
  it('shows for 8 s by default', () => {
    const queue = createSnackbarQueue()
    queue.show({ text: 'Salvo' })
    expect(queue.getState().current?.text).toBe('Salvo')
    vi.advanceTimersByTime(7999)
    expect(queue.getState().current?.text).toBe('Salvo')
    vi.advanceTimersByTime(1)
    expect(queue.getState().current).toBeNull()
  })

  it('queues the next one, shows it 200 ms after close, for 4 s', () => {
    const queue = createSnackbarQueue()
    queue.show({ text: 'primeiro' })
    const second = queue.show({ text: 'segundo' })
    expect(queue.getState().queue.map((s) => s.text)).toEqual(['segundo'])
    expect(queue.getState().queue[0]?.timeout).toBe(4000)

    vi.advanceTimersByTime(8000)
    expect(queue.getState().current).toBeNull()
    vi.advanceTimersByTime(199)
    expect(queue.getState().current).toBeNull()
    vi.advanceTimersByTime(1)
    expect(queue.getState().current?.id).toBe(second)
    expect(queue.getState().queue).toEqual([])

    vi.advanceTimersByTime(3999)
    expect(queue.getState().current?.text).toBe('segundo')
    vi.advanceTimersByTime(1)
    expect(queue.getState().current).toBeNull()
  })

  it('closing early shows the next one 200 ms later and cancels the old timer', () => {
    const queue = createSnackbarQueue()
    queue.show({ text: 'a' })
    queue.show({ text: 'b' })
    vi.advanceTimersByTime(1000)
    queue.close()
    expect(queue.getState().current).toBeNull()
    vi.advanceTimersByTime(200)
    expect(queue.getState().current?.text).toBe('b')
    vi.advanceTimersByTime(3000) // 'a's old 8 s timer would fire at 8000 ms: it must not close 'b' early
    expect(queue.getState().current?.text).toBe('b')
  })

  it('keeps an explicit timeout and a persistent one (0)', () => {
    const queue = createSnackbarQueue()
    queue.show({ text: 'fixo', timeout: 0 })
    queue.show({ text: 'rápido', timeout: 1000 })
    vi.advanceTimersByTime(60_000)
    expect(queue.getState().current?.text).toBe('fixo')
    queue.close()
    vi.advanceTimersByTime(200)
    expect(queue.getState().current?.text).toBe('rápido')
    vi.advanceTimersByTime(1000)
    expect(queue.getState().current).toBeNull()
  })

  it('a snackbar shown during the 200 ms gap waits its turn', () => {
    const queue = createSnackbarQueue()
    queue.show({ text: 'a' })
    queue.show({ text: 'b' })
    queue.close()
    queue.show({ text: 'c' })
    vi.advanceTimersByTime(200)
    expect(queue.getState().current?.text).toBe('b')
    expect(queue.getState().queue.map((s) => s.text)).toEqual(['c'])
  })

  it('closing a queued one by id removes it; a stale id does not close the current', () => {
    const queue = createSnackbarQueue()
    const a = queue.show({ text: 'a' })
    const b = queue.show({ text: 'b' })
    queue.close(b)
    expect(queue.getState().queue).toEqual([])
    queue.close(a + 100)
    expect(queue.getState().current?.text).toBe('a')
  })

  it('notifies subscribers with a stable snapshot until it changes', () => {
    const queue = createSnackbarQueue()
    const listener = vi.fn()
    const unsubscribe = queue.subscribe(listener)
    const before = queue.getState()
    expect(queue.getState()).toBe(before)
    queue.show({ text: 'a' })
    expect(listener).toHaveBeenCalledTimes(1)
    expect(queue.getState()).not.toBe(before)
    unsubscribe()
    queue.close()
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('clear drops everything and pending timers', () => {
    const queue = createSnackbarQueue()
    queue.show({ text: 'a' })
    queue.show({ text: 'b' })
    queue.clear()
    vi.advanceTimersByTime(20_000)
    expect(queue.getState()).toEqual({ current: null, queue: [] })
  })
})

describe('big snackbar queue', () => {
  it('applies defaults: status default, 4000 ms, close true', () => {
    const queue = createBigSnackbarQueue()
    queue.push({ text: 'Importação concluída' })
    expect(queue.getState()).toEqual([
      { id: 1, text: 'Importação concluída', status: 'default', timeout: 4000, close: true },
    ])
  })

  it('ignores items without text', () => {
    const queue = createBigSnackbarQueue()
    expect(queue.push({ text: '' })).toBeNull()
    expect(queue.push({ text: '   ', status: 'danger' })).toBeNull()
    expect(queue.getState()).toEqual([])
  })

  it('shows in order, each for its own time once first', () => {
    const queue = createBigSnackbarQueue()
    queue.push({ text: 'um', status: 'success' })
    queue.push({ text: 'dois', status: 'warning', timeout: 1000 })
    queue.push({ text: 'três', status: 'danger', close: false })
    vi.advanceTimersByTime(3999)
    expect(queue.getState().map((i) => i.text)).toEqual(['um', 'dois', 'três'])
    vi.advanceTimersByTime(1)
    expect(queue.getState().map((i) => i.text)).toEqual(['dois', 'três'])
    vi.advanceTimersByTime(999)
    expect(queue.getState()[0]?.text).toBe('dois')
    vi.advanceTimersByTime(1)
    expect(queue.getState().map((i) => i.text)).toEqual(['três'])
    expect(queue.getState()[0]?.close).toBe(false)
    vi.advanceTimersByTime(4000)
    expect(queue.getState()).toEqual([])
  })

  it('dismiss removes the first and restarts the timer for the next', () => {
    const queue = createBigSnackbarQueue()
    queue.push({ text: 'um' })
    queue.push({ text: 'dois' })
    vi.advanceTimersByTime(3000)
    queue.dismiss()
    expect(queue.getState().map((i) => i.text)).toEqual(['dois'])
    vi.advanceTimersByTime(3999)
    expect(queue.getState().map((i) => i.text)).toEqual(['dois'])
    vi.advanceTimersByTime(1)
    expect(queue.getState()).toEqual([])
  })

  it('dismissing by a stale id does nothing', () => {
    const queue = createBigSnackbarQueue()
    const first = queue.push({ text: 'um' })
    queue.push({ text: 'dois' })
    queue.dismiss((first ?? 0) + 1)
    expect(queue.getState()).toHaveLength(2)
  })

  it('notifies subscribers', () => {
    const queue = createBigSnackbarQueue()
    const listener = vi.fn()
    queue.subscribe(listener)
    queue.push({ text: 'um' })
    queue.push({ text: '' })
    queue.dismiss()
    expect(listener).toHaveBeenCalledTimes(2)
    expect(listener).toHaveBeenLastCalledWith([])
  })
})
