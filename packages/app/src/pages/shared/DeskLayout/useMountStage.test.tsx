import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { DeskSlot } from './DeskLayout'
import { MOUNT_ORDER, stagedSlots, useMountStage, type DeskArea } from './useMountStage'

const areas: DeskArea[] = ['ticker', 'book', 'chart', 'form', 'orders', 'markets', 'trades']
const slots = Object.fromEntries(
  areas.map((area) => [area, { label: area, content: `${area} content` }]),
) as Record<DeskArea, DeskSlot>
const shown = (stage: number) =>
  areas.filter((area) => stagedSlots(slots, stage)[area].content !== null).sort()

describe('stagedSlots', () => {
  it.each([
    [1, ['ticker']],
    [2, ['orders', 'ticker']],
    [3, ['form', 'orders', 'ticker']],
    [4, ['book', 'form', 'orders', 'ticker']],
    [MOUNT_ORDER.length, [...areas].sort()],
  ])('at stage %i shows %j', (stage, expected) => {
    expect(shown(stage)).toEqual(expected)
  })

  it('keeps every label, so each empty area is still named', () => {
    const staged = stagedSlots(slots, 1)
    for (const area of areas) expect(staged[area].label).toBe(area)
  })

  it('names every area once', () => {
    expect(MOUNT_ORDER.flat().sort()).toEqual([...areas].sort())
  })
})

describe('useMountStage', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('mounts one more group per task until every area is mounted, then stops', async () => {
    const { result } = renderHook(() => useMountStage())
    expect(result.current).toBe(1)
    for (let stage = 2; stage <= MOUNT_ORDER.length; stage++) {
      await act(() => vi.advanceTimersToNextTimerAsync())
      expect(result.current).toBe(stage)
    }
    expect(vi.getTimerCount()).toBe(0)
  })
})
