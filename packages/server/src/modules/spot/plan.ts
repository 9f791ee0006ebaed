import type { BodyOf } from '../../contract/handlers'
import { fieldError, unprocessable } from '../../errors'
import type { SpotMarket } from './book'

export type PlaceBody = BodyOf<'spotOrderPlace'>

/** An order that passed every check: its engine units and what it reserves. */
export interface Plan {
  m: SpotMarket
  price: bigint | undefined
  quantity: bigint | undefined
  quoteAmount: bigint | undefined
  reserve: bigint
  reserveAsset: string
}

/**
 * The checks of an order's body on the market's grid and minimums, and of the balance it
 * reserves, before anything is written or matched (the account and the market's status are
 * checked before this). `available` answers what the spot account has free of an asset.
 */
export function planOrder(
  m: SpotMarket,
  body: PlaceBody,
  available: (asset: string) => bigint,
): Plan {
  const { units } = m
  let price: bigint | undefined
  let quantity: bigint | undefined
  let quoteAmount: bigint | undefined

  const lots = (text: string) => {
    const v = units.lots(text)
    if (v === null || v <= 0n)
      throw fieldError(
        'body.quantity',
        'order.quantity.invalid',
        `Quantity must be a positive multiple of ${units.quantity(1n)}`,
      )
    if (v < m.minLots)
      throw fieldError(
        'body.quantity',
        'order.quantity.invalid',
        `Quantity must be at least ${units.quantity(m.minLots)}`,
      )
    return v
  }

  if (body.type === 'limit') {
    if (body.quoteAmount !== undefined)
      throw fieldError('body.quoteAmount', 'request.invalid', 'quoteAmount is for market buys only')
    if (body.price === undefined)
      throw fieldError('body.price', 'order.price.invalid', 'A limit order needs a price')
    const ticks = units.ticks(body.price)
    if (ticks === null || ticks <= 0n)
      throw fieldError(
        'body.price',
        'order.price.invalid',
        `Price must be a positive multiple of ${units.price(1n)}`,
      )
    if (body.quantity === undefined)
      throw fieldError('body.quantity', 'order.quantity.invalid', 'A limit order needs a quantity')
    price = ticks
    quantity = lots(body.quantity)
    if (price * quantity < m.minNotional)
      throw fieldError(
        'body.quantity',
        'order.amount.invalid',
        `The order must be worth at least ${units.notional(m.minNotional)} ${m.quote}`,
      )
  } else {
    if (body.price !== undefined)
      throw fieldError('body.price', 'request.invalid', 'A market order takes no price')
    if (body.side === 'sell' && body.quoteAmount !== undefined)
      throw fieldError('body.quoteAmount', 'request.invalid', 'quoteAmount is for market buys only')
    if ((body.quantity === undefined) === (body.quoteAmount === undefined))
      throw fieldError(
        'body.quantity',
        'request.invalid',
        'Give exactly one of quantity and quoteAmount',
      )
    if (body.quantity !== undefined) quantity = lots(body.quantity)
    else {
      const units_ = units.notionalUnits(body.quoteAmount as string)
      if (units_ === null || units_ <= 0n || units_ < m.minNotional)
        throw fieldError(
          'body.quoteAmount',
          'order.amount.invalid',
          `Amount must be at least ${units.notional(m.minNotional)} ${m.quote}`,
        )
      quoteAmount = units_
    }
  }

  let reserve: bigint
  let reserveAsset: string
  if (body.side === 'sell') {
    reserve = (quantity as bigint) * m.lotAmount
    reserveAsset = m.base
  } else {
    reserveAsset = m.quote
    if (price !== undefined) reserve = price * (quantity as bigint) * m.notionalAmount
    else if (quoteAmount !== undefined) reserve = quoteAmount * m.notionalAmount
    else {
      // A market buy by quantity may pay up to the slippage band: reserve that much.
      const reference = m.engine.lastPrice ?? m.engine.bestAsk()
      if (reference === null)
        throw unprocessable('order.slippage.exceeded', 'There is no price to buy at')
      const limit = (reference * (10_000n + BigInt(m.engine.slippageBps))) / 10_000n
      reserve = limit * (quantity as bigint) * m.notionalAmount
    }
  }
  if (available(reserveAsset) < reserve)
    throw unprocessable('balance.insufficient', `Not enough ${reserveAsset} available`)
  return { m, price, quantity, quoteAmount, reserve, reserveAsset }
}
