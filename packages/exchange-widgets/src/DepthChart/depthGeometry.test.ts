import { seededRandom } from '@bourse/rules/testing'
import { scaleLinear } from 'd3-scale'
import { curveStepAfter, curveStepBefore, line } from 'd3-shape'
import { describe, expect, it } from 'vitest'
import { linearMap, stepPath } from './depthGeometry'

describe('depthGeometry', () => {
  it.each([1, 2, 3, 42, 1234])('seed %i: linearMap gives the pixels of d3 scaleLinear', (seed) => {
    const rand = seededRandom(seed)
    const lo = 60_000 + rand() * 5000
    const hi = lo + rand() * 3000
    const d3 = scaleLinear().domain([0, hi]).range([340, 0]).nice(4)
    const x = scaleLinear().domain([lo, hi]).range([0, 828])
    const mapY = linearMap(d3.domain() as [number, number], [340, 0])
    const mapX = linearMap([lo, hi], [0, 828])
    for (let i = 0; i < 200; i++) {
      const v = lo + rand() * (hi - lo)
      expect(mapX(v)).toBe(x(v))
      expect(mapY(v)).toBe(d3(v))
    }
  })

  it('maps an empty domain to the middle, as d3 does', () => {
    expect(linearMap([5, 5], [0, 100])(7)).toBe(scaleLinear().domain([5, 5]).range([0, 100])(7))
  })

  it.each([0, 1, 2, 5, 500])('%i points: stepPath is the d3 step line, byte for byte', (count) => {
    const rand = seededRandom(count + 7)
    const xy: number[] = []
    const pairs: [number, number][] = []
    for (let i = 0; i < count; i++) {
      const p: [number, number] = [rand() * 900 - 0.04, rand() * 340]
      xy.push(...p)
      pairs.push(p)
    }
    for (const [step, curve] of [
      ['before', curveStepBefore],
      ['after', curveStepAfter],
    ] as const) {
      const d3 = line<[number, number]>().digits(1).curve(curve)(pairs) ?? ''
      expect(stepPath(xy, step)).toBe(d3)
    }
  })
})
