import fc from 'fast-check'
import { formatScaled, SCALE } from './decimal'

/**
 * A fast-check arbitrary of decimal strings with exactly `decimals` places, from `min` to `max`
 * units of 10^-decimals: `decimalArb(3, 1, 10_000_000)` gives '0.001' to '10000.000'. Values are
 * whole units rendered as text, so no float ever becomes a price, a quantity or an amount, and a
 * failing case shrinks towards the fewest units. For the property tests only: the package does
 * not export it (the build leaves `*.arbitraries.ts` out).
 */
export function decimalArb(
  decimals: number,
  min: bigint | number,
  max: bigint | number,
): fc.Arbitrary<string> {
  const unit = 10n ** BigInt(SCALE - decimals)
  return fc
    .bigInt({ min: BigInt(min), max: BigInt(max) })
    .map((units) => formatScaled(units * unit, decimals))
}
