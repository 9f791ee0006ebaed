import type { PublicTrade } from '@bourse/api-client'

/**
 * Puts new trades (oldest first, as the stream sends them) at the head of a newest-first tape,
 * skipping ids already shown (a snapshot and the stream may overlap) and keeping at most `cap`.
 */
export function prependTrades(
  tape: readonly PublicTrade[],
  incoming: readonly PublicTrade[],
  cap: number,
): PublicTrade[] {
  const newestId = tape[0]?.id ?? -Infinity
  const fresh: PublicTrade[] = []
  for (let i = incoming.length - 1; i >= 0; i--) {
    const trade = incoming[i] as PublicTrade
    if (trade.id > newestId) fresh.push(trade)
  }
  if (fresh.length === 0) return tape as PublicTrade[]
  fresh.sort((a, b) => b.id - a.id)
  return fresh.concat(tape).slice(0, cap)
}
