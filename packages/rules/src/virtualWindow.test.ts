import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { virtualWindow } from './virtualWindow'

const base = { rowHeight: 20, viewportHeight: 200, count: 100, overscan: 4 }

describe('virtualWindow', () => {
  it.each([
    [0, { start: 0, end: 14 }],
    [10, { start: 0, end: 15 }],
    [400, { start: 16, end: 34 }],
    [1800, { start: 86, end: 100 }],
    [5000, { start: 100, end: 100 }],
    [-50, { start: 0, end: 14 }],
  ])('at scrollTop %i renders rows %j', (scrollTop, out) => {
    expect(virtualWindow({ ...base, scrollTop })).toEqual(out)
  })

  it('renders nothing for an empty list', () => {
    expect(virtualWindow({ ...base, count: 0, scrollTop: 0 })).toEqual({ start: 0, end: 0 })
  })

  const lists = fc
    .record({
      rowHeight: fc.integer({ min: 1, max: 40 }),
      count: fc.integer({ min: 0, max: 499 }),
      viewportHeight: fc.integer({ min: 0, max: 899 }),
      overscan: fc.integer({ min: 0, max: 7 }),
    })
    .chain((list) => {
      const maxScroll = Math.max(0, list.count * list.rowHeight - list.viewportHeight)
      return fc.integer({ min: 0, max: maxScroll }).map((scrollTop) => ({ ...list, scrollTop }))
    })

  it('always covers the viewport and stays within the list (property)', () => {
    fc.assert(
      fc.property(lists, (list) => {
        const { scrollTop, viewportHeight, rowHeight, count, overscan } = list
        const { start, end } = virtualWindow(list)
        expect(start).toBeGreaterThanOrEqual(0)
        expect(end).toBeLessThanOrEqual(count)
        expect(start).toBeLessThanOrEqual(end)
        // every row that intersects the viewport is rendered
        const firstVisible = Math.floor(scrollTop / rowHeight)
        const lastVisible = Math.min(count, Math.ceil((scrollTop + viewportHeight) / rowHeight))
        if (count > 0 && viewportHeight > 0) {
          expect(start).toBeLessThanOrEqual(firstVisible)
          expect(end).toBeGreaterThanOrEqual(lastVisible)
        }
        expect(end - start).toBeLessThanOrEqual(
          Math.ceil(viewportHeight / rowHeight) + 1 + 2 * overscan,
        )
      }),
      { numRuns: 500 },
    )
  })
})
