/** Decimal strings <-> integer units (scaled BigInt). Never a float on a price or a quantity. */

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/

/** Number of decimals a step such as `0.001` or `0.5` has. */
export function decimalsOf(step: string): number {
  const m = DECIMAL.exec(step)
  if (!m) throw new Error(`not a decimal: ${step}`)
  return (m[3] ?? '').replace(/0+$/, '').length
}

/** `"64250.5"` at 2 decimals -> 6425050n. Returns null when the value has more decimals. */
export function toScaled(value: string, decimals: number): bigint | null {
  const m = DECIMAL.exec(value)
  if (!m) return null
  const frac = (m[3] ?? '').replace(/0+$/, '')
  if (frac.length > decimals) return null
  const digits = BigInt((m[2] ?? '0') + frac.padEnd(decimals, '0'))
  return m[1] ? -digits : digits
}

/** 6425050n at 2 decimals -> `"64250.50"`; `trim` drops trailing zeros of the fraction. */
export function fromScaled(value: bigint, decimals: number, trim = false): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const int = digits.slice(0, digits.length - decimals)
  let frac = decimals > 0 ? digits.slice(-decimals) : ''
  if (trim) frac = frac.replace(/0+$/, '')
  return `${negative ? '-' : ''}${int}${frac ? `.${frac}` : ''}`
}

/**
 * One market's units: a price is a whole number of ticks, a quantity a whole number of lots,
 * a quote value (notional) a whole number of tick x lot units.
 */
export class MarketUnits {
  readonly pricePrecision: number
  readonly quantityPrecision: number
  private readonly tickScaled: bigint
  private readonly lotScaled: bigint

  constructor(tickSize: string, lotSize: string) {
    this.pricePrecision = decimalsOf(tickSize)
    this.quantityPrecision = decimalsOf(lotSize)
    this.tickScaled = toScaled(tickSize, this.pricePrecision) as bigint
    this.lotScaled = toScaled(lotSize, this.quantityPrecision) as bigint
    if (this.tickScaled <= 0n || this.lotScaled <= 0n) throw new Error('steps must be positive')
  }

  /** A price string -> ticks, or null when it is not a multiple of the tick size. */
  ticks(price: string): bigint | null {
    const scaled = toScaled(price, this.pricePrecision)
    if (scaled === null || scaled % this.tickScaled !== 0n) return null
    return scaled / this.tickScaled
  }

  lots(quantity: string): bigint | null {
    const scaled = toScaled(quantity, this.quantityPrecision)
    if (scaled === null || scaled % this.lotScaled !== 0n) return null
    return scaled / this.lotScaled
  }

  price(ticks: bigint): string {
    return fromScaled(ticks * this.tickScaled, this.pricePrecision)
  }

  quantity(lots: bigint): string {
    return fromScaled(lots * this.lotScaled, this.quantityPrecision)
  }

  /** A notional (ticks x lots) as a quote amount, trailing zeros trimmed. */
  notional(units: bigint): string {
    return fromScaled(
      units * this.tickScaled * this.lotScaled,
      this.pricePrecision + this.quantityPrecision,
      true,
    )
  }

  /** A quote amount string -> notional units (rounded down to a whole unit). */
  notionalUnits(amount: string): bigint | null {
    const decimals = this.pricePrecision + this.quantityPrecision
    const scale = 10n ** BigInt(Math.max(decimals, 18))
    const scaled = toScaled(amount, Math.max(decimals, 18))
    if (scaled === null) return null
    return (scaled * 10n ** BigInt(decimals)) / scale / (this.tickScaled * this.lotScaled)
  }

  /** Model only (simulator): the tick size as a float, to quantise a simulated fair price. */
  tickValue(): number {
    return Number(this.tickScaled) / 10 ** this.pricePrecision
  }

  lotValue(): number {
    return Number(this.lotScaled) / 10 ** this.quantityPrecision
  }
}

/** A decimal string without trailing fraction zeros (`"60000.00"` -> `"60000"`), as amounts are. */
export const trimDecimal = (text: string): string =>
  text.includes('.') ? text.replace(/\.?0+$/, '') : text
