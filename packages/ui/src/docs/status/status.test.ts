import { describe, expect, it } from 'vitest'
import { contrastRatio } from '../foundations/contrast'
import { statusColors, statuses, statusOf, statusRows } from './status'

describe('status', () => {
  it('finds the status among a title’s tags', () => {
    expect(statusOf(['autodocs', 'beta'])).toBe('beta')
    expect(statusOf(['autodocs'])).toBeUndefined()
    expect(statusOf(undefined)).toBeUndefined()
  })

  it('lists one row per title with stories, sorted, leaving out MDX pages and Tests', () => {
    const rows = statusRows([
      { type: 'docs', title: 'Welcome', tags: ['dev'] },
      { type: 'docs', title: 'UI/Button', tags: ['autodocs', 'stable'] },
      { type: 'story', title: 'Widgets/OrderBook', tags: ['autodocs', 'beta'] },
      { type: 'story', title: 'UI/Button', tags: ['autodocs', 'stable'] },
      { type: 'story', title: 'UI/Button', tags: ['autodocs', 'stable', 'test'] },
      { type: 'story', title: 'UI/Untagged', tags: ['autodocs'] },
      { type: 'story', title: 'Tests/OrderBook', tags: ['!autodocs'] },
    ])
    expect(rows).toEqual([
      { title: 'UI/Button', status: 'stable' },
      { title: 'UI/Untagged', status: undefined },
      { title: 'Widgets/OrderBook', status: 'beta' },
    ])
  })

  it.each(statuses.flatMap((status) => [[status, 'light'] as const, [status, 'dark'] as const]))(
    'the %s badge’s text reads at 4.5:1 or more in %s mode (WCAG AA)',
    (status, mode) => {
      const { color, background } = statusColors(status, mode)
      expect(contrastRatio(color, background)).toBeGreaterThanOrEqual(4.5)
    },
  )
})
