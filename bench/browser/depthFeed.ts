import type { DepthStreamDiff, DepthStreamSnapshot } from '@bourse/api-client'

/**
 * A deterministic depth feed: a 50-level book a side around a mid price, then diffs of
 * `changesPerMessage` level changes (quantity updates, removals and re-adds, about half per side),
 * numbered contiguously. Prices are integers in ticks, formatted as decimal strings.
 */
export function createDepthFeed(symbol: string, levels = 50, changesPerMessage = 40) {
  let seed = 42
  const rand = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
    return seed / 2_147_483_648
  }
  const mid = 6_425_050 // ticks of 0.01
  const price = (ticks: number) =>
    `${Math.floor(ticks / 100)}.${String(ticks % 100).padStart(2, '0')}`
  const quantity = () =>
    `${Math.floor(rand() * 3)}.${String(Math.floor(rand() * 100_000)).padStart(5, '0')}`
  const bids = new Set<number>()
  const asks = new Set<number>()
  for (let i = 1; i <= levels; i++) {
    bids.add(mid - i * 5)
    asks.add(mid + i * 5)
  }
  let seq = 1000

  const snapshot = (): DepthStreamSnapshot => ({
    kind: 'snapshot',
    symbol,
    lastUpdateId: seq,
    bids: [...bids].sort((a, b) => b - a).map((t) => [price(t), quantity()]),
    asks: [...asks].sort((a, b) => a - b).map((t) => [price(t), quantity()]),
    ts: Date.now(),
  })

  const changes = (side: Set<number>, direction: 1 | -1, count: number): [string, string][] => {
    const out: [string, string][] = []
    const current = [...side]
    for (let i = 0; i < count; i++) {
      const roll = rand()
      if (roll < 0.15 && side.size > levels - 5) {
        const ticks = current[Math.floor(rand() * current.length)] as number
        side.delete(ticks)
        out.push([price(ticks), '0'])
      } else if (roll < 0.3 && side.size < levels + 5) {
        const ticks = mid + direction * (1 + Math.floor(rand() * levels * 5))
        side.add(ticks)
        out.push([price(ticks), quantity()])
      } else {
        const ticks = current[Math.floor(rand() * current.length)] as number
        out.push([price(ticks), quantity()])
      }
    }
    return out
  }

  const next = (): DepthStreamDiff => {
    const diff: DepthStreamDiff = {
      kind: 'diff',
      symbol,
      prevSeq: seq,
      seq: seq + 1,
      bids: changes(bids, -1, changesPerMessage / 2),
      asks: changes(asks, 1, changesPerMessage / 2),
      ts: Date.now(),
    }
    seq += 1
    return diff
  }
  return { snapshot, next }
}
