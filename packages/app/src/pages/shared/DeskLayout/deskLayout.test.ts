import { describe, expect, it } from 'vitest'
import {
  DESK_GROUPS,
  deskLayoutKey,
  groupLayout,
  readDeskLayout,
  resetDeskLayout,
  saveGroupLayout,
} from './deskLayout'

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  }
}

describe('deskLayout', () => {
  it.each([
    ['spot', 42, 'bourse:deskLayout:spot:42'],
    ['futures', 42, 'bourse:deskLayout:futures:42'],
    ['spot', null, 'bourse:deskLayout:spot:anonymous'],
  ] as const)('keys the %s desk of user %s as %s', (desk, user, key) => {
    expect(deskLayoutKey(desk, user)).toBe(key)
  })

  it('keeps each user their own layout', () => {
    const storage = memoryStorage()
    const alice = deskLayoutKey('spot', 1)
    const bob = deskLayoutKey('spot', 2)
    saveGroupLayout(storage, alice, 'centre', { chart: 70, orders: 30 })
    expect(readDeskLayout(storage, alice)).toEqual({ centre: { chart: 70, orders: 30 } })
    expect(readDeskLayout(storage, bob)).toEqual({})
    expect(readDeskLayout(storage, deskLayoutKey('futures', 1))).toEqual({})
  })

  it('keeps the groups saved before beside a newly saved one', () => {
    const storage = memoryStorage()
    const key = deskLayoutKey('futures', 7)
    saveGroupLayout(storage, key, 'centre', { chart: 70, orders: 30 })
    saveGroupLayout(storage, key, 'side', { markets: 40, trades: 60 })
    expect(readDeskLayout(storage, key)).toEqual({
      centre: { chart: 70, orders: 30 },
      side: { markets: 40, trades: 60 },
    })
  })

  it('forgets the layout on reset, so the defaults come back', () => {
    const storage = memoryStorage()
    const key = deskLayoutKey('spot', 1)
    saveGroupLayout(storage, key, 'columns', { book: 25, centre: 40, form: 20, side: 15 })
    resetDeskLayout(storage, key)
    const saved = readDeskLayout(storage, key)
    expect(saved).toEqual({})
    expect(groupLayout(saved, 'columns')).toEqual(DESK_GROUPS.columns)
  })

  it.each([
    ['not JSON', '{oops'],
    ['a number', '12'],
    ['null', 'null'],
    ['an array', '[1,2]'],
    ['a group that is a string', JSON.stringify({ centre: 'wide' })],
    ['sizes not adding to 100', JSON.stringify({ centre: { chart: 70, orders: 70 } })],
    ['a negative size', JSON.stringify({ centre: { chart: 110, orders: -10 } })],
    ['a size that is text', JSON.stringify({ centre: { chart: '60', orders: 40 } })],
    ['another panel', JSON.stringify({ centre: { chart: 60, depth: 40 } })],
    ['a missing panel', JSON.stringify({ side: { markets: 100 } })],
  ])('ignores saved storage holding %s', (_, raw) => {
    const key = deskLayoutKey('spot', null)
    const saved = readDeskLayout(memoryStorage({ [key]: raw }), key)
    expect(saved).toEqual({})
    expect(groupLayout(saved, 'centre')).toEqual(DESK_GROUPS.centre)
  })

  it('keeps the valid groups of a partly corrupt layout', () => {
    const key = deskLayoutKey('spot', 3)
    const raw = JSON.stringify({ centre: { chart: 55, orders: 45 }, side: { markets: 'x' } })
    expect(readDeskLayout(memoryStorage({ [key]: raw }), key)).toEqual({
      centre: { chart: 55, orders: 45 },
    })
  })

  it('survives storage that throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('full')
      },
      removeItem: () => {
        throw new Error('blocked')
      },
    }
    const key = deskLayoutKey('spot', 1)
    expect(readDeskLayout(throwing, key)).toEqual({})
    expect(() => saveGroupLayout(throwing, key, 'centre', { chart: 50, orders: 50 })).not.toThrow()
    expect(() => resetDeskLayout(throwing, key)).not.toThrow()
  })

  it('does not save sizes that would not be read back', () => {
    const storage = memoryStorage()
    const key = deskLayoutKey('spot', 1)
    saveGroupLayout(storage, key, 'centre', { chart: 90, orders: 90 })
    expect(storage.data.has(key)).toBe(false)
  })

  it('defaults add to 100 in every group', () => {
    for (const sizes of Object.values(DESK_GROUPS)) {
      expect(Object.values(sizes).reduce((a: number, b: number) => a + b, 0)).toBe(100)
    }
  })
})
