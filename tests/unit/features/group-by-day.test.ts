import { describe, expect, it } from 'vitest'
import { groupByDay } from '@/features/notifications/group-by-day'

const at = (iso: string) => ({ data_criacao: new Date(iso).toISOString() })

describe("the notification panel's days", () => {
  const now = new Date(2026, 10, 25, 9, 30)
  it("groups newest first into 'Hoje', 'Ontem' and one section per older date", () => {
    const items = [
      at('2026-11-25T09:00:00'),
      at('2026-11-25T00:10:00'),
      at('2026-11-24T23:50:00'),
      at('2026-11-24T08:00:00'),
      at('2026-11-20T12:00:00'),
      at('2025-11-25T12:00:00'),
    ]
    expect(groupByDay(items, now).map((g) => [g.label, g.items.length])).toEqual([
      ['Hoje', 2],
      ['Ontem', 2],
      ['20/11/2026', 1],
      ['25/11/2025', 1],
    ])
  })
  it("'Ontem' crosses a month", () => {
    expect(groupByDay([at('2026-11-30T10:00:00')], new Date(2026, 11, 1, 8))[0].label).toBe('Ontem')
  })
  it('nothing gives no sections', () => {
    expect(groupByDay([], now)).toEqual([])
  })
})
