import type { Side } from './engine'

export interface FeedDiff {
  seq: number
  prevSeq: number
  bids: [bigint, bigint][]
  asks: [bigint, bigint][]
}

/**
 * The published view of one market's book. Level changes from the engine accumulate until
 * `flush` (every 100 ms), which applies them to the published mirror and numbers the diff:
 * `seq` goes up by one per diff and `prevSeq` is the one before, so clients can detect gaps.
 * Snapshots come from the mirror, so a snapshot's `lastUpdateId` is exactly the last diff in it.
 */
export class DepthFeed {
  private readonly mirror = { buy: new Map<bigint, bigint>(), sell: new Map<bigint, bigint>() }
  private readonly pending = { buy: new Map<bigint, bigint>(), sell: new Map<bigint, bigint>() }
  private seqValue = 0

  get seq(): number {
    return this.seqValue
  }

  onLevel(side: Side, price: bigint, quantity: bigint): void {
    this.pending[side].set(price, quantity)
  }

  /** The diff since the last flush, or null when nothing visible changed. */
  flush(): FeedDiff | null {
    const take = (side: Side) => {
      const out: [bigint, bigint][] = []
      const mirror = this.mirror[side]
      for (const [price, quantity] of this.pending[side]) {
        const before = mirror.get(price) ?? 0n
        if (before === quantity) continue
        if (quantity === 0n) mirror.delete(price)
        else mirror.set(price, quantity)
        out.push([price, quantity])
      }
      this.pending[side].clear()
      // Best first, as snapshots are.
      out.sort((a, b) => (side === 'buy' ? cmp(b[0], a[0]) : cmp(a[0], b[0])))
      return out
    }
    const bids = take('buy')
    const asks = take('sell')
    if (bids.length === 0 && asks.length === 0) return null
    this.seqValue += 1
    return { seq: this.seqValue, prevSeq: this.seqValue - 1, bids, asks }
  }

  /** Published levels, best first, at most `limit` a side. */
  snapshot(limit: number): {
    lastUpdateId: number
    bids: [bigint, bigint][]
    asks: [bigint, bigint][]
  } {
    const side = (s: Side) =>
      [...this.mirror[s]]
        .sort((a, b) => (s === 'buy' ? cmp(b[0], a[0]) : cmp(a[0], b[0])))
        .slice(0, limit)
    return { lastUpdateId: this.seqValue, bids: side('buy'), asks: side('sell') }
  }
}

const cmp = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0)
