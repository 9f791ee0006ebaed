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

  it('always covers the viewport and stays within the list (property)', () => {
    let seed = 42
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed / 2 ** 31
    }
    for (let i = 0; i < 500; i++) {
      const rowHeight = 1 + Math.floor(random() * 40)
      const count = Math.floor(random() * 500)
      const viewportHeight = Math.floor(random() * 900)
      const overscan = Math.floor(random() * 8)
      const maxScroll = Math.max(0, count * rowHeight - viewportHeight)
      const scrollTop = Math.floor(random() * (maxScroll + 1))
      const { start, end } = virtualWindow({
        scrollTop,
        viewportHeight,
        rowHeight,
        count,
        overscan,
      })
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
    }
  })
})
