import fc from 'fast-check'
import { scaleLinear } from 'd3-scale'
import { curveStepAfter, curveStepBefore, line } from 'd3-shape'
import { describe, expect, it } from 'vitest'
import { linearMap, stepPath } from './depthGeometry'

/** A float from `min` to `max`: pixel geometry is floating point, as in d3. */
const between = (min: number, max: number) => fc.double({ min, max, noNaN: true })

describe('depthGeometry', () => {
  it('linearMap gives the pixels of d3 scaleLinear', () => {
    fc.assert(
      fc.property(
        between(60_000, 65_000),
        between(0, 3000),
        // where each value sits between lo and hi
        fc.array(between(0, 1), { minLength: 1, maxLength: 200, size: 'max' }),
        (lo, width, shares) => {
          const hi = lo + width
          const d3 = scaleLinear().domain([0, hi]).range([340, 0]).nice(4)
          const x = scaleLinear().domain([lo, hi]).range([0, 828])
          const mapY = linearMap(d3.domain() as [number, number], [340, 0])
          const mapX = linearMap([lo, hi], [0, 828])
          for (const share of shares) {
            const v = lo + share * (hi - lo)
            expect(mapX(v)).toBe(x(v))
            expect(mapY(v)).toBe(d3(v))
          }
        },
      ),
      { numRuns: 20 },
    )
  })

  it('maps an empty domain to the middle, as d3 does', () => {
    expect(linearMap([5, 5], [0, 100])(7)).toBe(scaleLinear().domain([5, 5]).range([0, 100])(7))
  })

  const points = fc.array(fc.tuple(between(-0.04, 899.96), between(0, 340)), {
    maxLength: 500,
    size: 'max',
  })

  it('stepPath is the d3 step line, byte for byte', () => {
    fc.assert(
      fc.property(points, (pairs) => {
        const xy = pairs.flat()
        for (const [step, curve] of [
          ['before', curveStepBefore],
          ['after', curveStepAfter],
        ] as const) {
          const d3 = line<[number, number]>().digits(1).curve(curve)(pairs) ?? ''
          expect(stepPath(xy, step)).toBe(d3)
        }
      }),
      { numRuns: 20, examples: [[[]], [[[0, 0]]]] },
    )
  })
})
