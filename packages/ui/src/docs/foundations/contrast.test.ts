import { describe, expect, it } from 'vitest'
import { colorModes } from '../../theme/tokens'
import { contrastLevel, contrastRatio, parseColor } from './contrast'

describe('contrast', () => {
  it.each([
    ['#fff', { r: 255, g: 255, b: 255, a: 1 }],
    ['#0B7A50', { r: 11, g: 122, b: 80, a: 1 }],
    ['rgba(47, 111, 228, 0.18)', { r: 47, g: 111, b: 228, a: 0.18 }],
    ['rgb(1 2 3 / 0.5)', { r: 1, g: 2, b: 3, a: 0.5 }],
  ])('parses %s', (value, expected) => {
    expect(parseColor(value)).toEqual(expected)
  })

  it('reads nothing from a variable reference', () => {
    expect(parseColor('var(--bourse-color-rise)')).toBeNull()
  })

  it('gives the WCAG extremes: 21 for black on white, 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#2f6fe4', '#2f6fe4')).toBeCloseTo(1, 5)
  })

  it('matches a published figure (#767676 on white is 4.54:1)', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
  })

  it('lays a translucent background over the canvas before measuring', () => {
    const { redSubtle, red, bgSurface } = colorModes.dark
    const onSubtle = contrastRatio(red, redSubtle, bgSurface)
    const onSurface = contrastRatio(red, bgSurface)
    expect(onSubtle).not.toBeNull()
    // The tint lightens the dark surface, so the red stands out less on it.
    expect(onSubtle!).toBeLessThan(onSurface!)
  })

  it.each([
    [7, 'AAA'],
    [4.5, 'AA'],
    [4.49, 'AA large'],
    [2.9, 'fails'],
  ] as const)('rates %s:1 as %s', (ratio, level) => {
    expect(contrastLevel(ratio)).toBe(level)
  })
})
