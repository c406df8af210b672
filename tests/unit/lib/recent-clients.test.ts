import { beforeEach, describe, expect, it } from 'vitest'
import {
  applyClientList,
  EMPTY_RECENT_CLIENTS,
  RECENT_CLIENTS_MAX,
  recentClientsOf,
  rememberClient,
  selectRecentClient,
  syncClientList,
} from '@/lib/recent-clients'

describe('selectRecentClient', () => {
  it('puts the selected client in front, without duplicates, and makes it current', () => {
    let state = EMPTY_RECENT_CLIENTS
    for (const id of [1, 2, 3]) state = selectRecentClient(state, id)
    expect(state).toEqual({ recent: [3, 2, 1], current: 3 })
    state = selectRecentClient(state, 1)
    expect(state).toEqual({ recent: [1, 3, 2], current: 1 })
  })

  it('keeps at most 10, dropping the oldest', () => {
    expect(RECENT_CLIENTS_MAX).toBe(10)
    let state = EMPTY_RECENT_CLIENTS
    for (let id = 1; id <= 12; id++) state = selectRecentClient(state, id)
    expect(state.recent).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3])
  })
})

describe('applyClientList', () => {
  it('drops recent clients that are no longer in the list', () => {
    const state = { recent: [5, 4, 3, 2], current: 5 }
    expect(applyClientList(state, [2, 5, 9])).toEqual({ recent: [5, 2], current: 5 })
  })

  it('falls back to the first recent client when the current one left the list', () => {
    expect(applyClientList({ recent: [5, 4, 3], current: 5 }, [3, 4])).toEqual({ recent: [4, 3], current: 4 })
    expect(applyClientList({ recent: [5], current: 5 }, [])).toEqual({ recent: [], current: null })
    expect(applyClientList({ recent: [7, 8], current: null }, [8])).toEqual({ recent: [8], current: 8 })
  })
})

describe('per-user store', () => {
  beforeEach(() => localStorage.clear())

  it('keeps each user apart and survives in localStorage', () => {
    rememberClient(1, 10)
    rememberClient(1, 11)
    rememberClient(2, 20)
    expect(recentClientsOf(1)).toEqual({ recent: [11, 10], current: 11 })
    expect(recentClientsOf(2)).toEqual({ recent: [20], current: 20 })
    expect(JSON.parse(localStorage.getItem('aawz:recent-clients') ?? '{}')['1'].recent).toEqual([11, 10])
    syncClientList(1, [10])
    expect(recentClientsOf(1)).toEqual({ recent: [10], current: 10 })
    expect(recentClientsOf(3)).toEqual(EMPTY_RECENT_CLIENTS)
  })
})
