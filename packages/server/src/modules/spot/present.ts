import type { SpotFill, SpotOrder } from '../../contract/types'
import { amount, ratio } from '../ledger/money'
import type { SpotFillRow, SpotOrderRow } from './repo'

/** An order as the contract shows it; the average price has the market's decimals plus 4. */
export function orderOut(row: SpotOrderRow, pricePrecision = 2): SpotOrder {
  const filled = amount(row.filled_quantity)
  const quote = amount(row.filled_quote)
  return {
    id: String(row.id),
    clientOrderId: row.client_order_id,
    symbol: row.symbol,
    side: row.side,
    type: row.type,
    price: row.price,
    quantity: row.quantity,
    quoteAmount: row.quote_amount,
    filledQuantity: row.filled_quantity,
    filledQuote: row.filled_quote,
    averagePrice: filled > 0n ? ratio(quote, filled, pricePrecision + 4) : null,
    fee: row.fee,
    feeAsset: row.fee_asset,
    status: row.status,
    cancelReason: row.cancel_reason as SpotOrder['cancelReason'],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

export function fillOut(f: SpotFillRow): SpotFill {
  return {
    id: String(f.id),
    orderId: String(f.order_id),
    symbol: f.symbol,
    side: f.side,
    price: f.price,
    quantity: f.quantity,
    quote: f.quote,
    fee: f.fee,
    feeAsset: f.fee_asset,
    role: f.role,
    ts: f.ts,
  }
}
