import type { RobotRun, RobotStep } from '../../contract/types'
import { toScaled } from '../market/units'
import { amount, formatAmount, ratio } from '../ledger/money'
import type { RobotRunRow, RobotStepRow } from './repo'

/** A run as the contract shows it, with its profit at the last price it saw. */
export function runOut(row: RobotRunRow): RobotRun {
  const investment = amount(row.investment)
  const quote = amount(row.quote_held)
  const base = amount(row.base_held)
  const price = row.last_price === null ? 0n : (toScaled(row.last_price, 8) ?? 0n)
  // BigInt division truncates toward zero: the profit is truncated, never rounded up.
  const profit = quote + (base * price) / 10n ** 8n - investment
  return {
    id: String(row.id),
    clientRunId: row.client_run_id,
    symbol: row.symbol,
    strategy: row.strategy,
    params: JSON.parse(row.params) as Record<string, string>,
    investment: row.investment,
    status: row.status,
    endReason: row.end_reason,
    quoteHeld: row.quote_held,
    baseHeld: row.base_held,
    lastPrice: row.last_price,
    profit: formatAmount(profit),
    profitRate: investment > 0n ? ratio(profit * 100n, investment, 4) : '0',
    orderCount: row.order_count,
    startedAt: row.started_at,
    endsAt: row.ends_at,
    endedAt: row.ended_at,
  }
}

export const stepOut = (s: RobotStepRow): RobotStep => ({
  runId: String(s.run_id),
  seq: s.seq,
  kind: s.kind,
  price: s.price,
  quantity: s.quantity,
  orderId: s.order_id,
  ts: s.ts,
})
