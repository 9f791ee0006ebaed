import type { DepthStreamDiff, DepthStreamMessage, DepthStreamSnapshot } from '../schema'

/** What the sequencer asks its owner to do with one depth message. */
export type DepthStep =
  | { type: 'snapshot'; snapshot: DepthStreamSnapshot; diffs: DepthStreamDiff[] }
  | { type: 'diff'; diff: DepthStreamDiff }
  | { type: 'ignore' }
  | { type: 'resync' }

/**
 * Orders a market's depth stream: diffs that arrive before the snapshot are buffered and those
 * already contained in it dropped; every later diff must follow on from the one before
 * (`prevSeq` = last `seq`), otherwise the book has a gap and the owner must resync (resubscribe
 * for a fresh snapshot). Pure state machine; no timers, no I/O.
 */
export class DepthSequencer {
  private lastSeq: number | null = null
  private buffer: DepthStreamDiff[] = []
  /** Most diffs kept while waiting for a snapshot; beyond that the oldest are dropped. */
  private readonly maxBuffer: number

  constructor(maxBuffer = 1000) {
    this.maxBuffer = maxBuffer
  }

  /** The `seq` the book is at, or null while waiting for a snapshot. */
  get seq(): number | null {
    return this.lastSeq
  }

  /** Forget the book (after a gap or a reconnect): wait for the next snapshot. */
  reset(): void {
    this.lastSeq = null
    this.buffer = []
  }

  push(message: DepthStreamMessage): DepthStep {
    if (message.kind === 'snapshot') {
      this.lastSeq = message.lastUpdateId
      const pending = this.buffer.filter((diff) => diff.seq > message.lastUpdateId)
      this.buffer = []
      const diffs: DepthStreamDiff[] = []
      for (const diff of pending) {
        if (diff.prevSeq > (this.lastSeq ?? 0)) {
          // A buffered diff does not follow on from the snapshot: start over.
          this.reset()
          return { type: 'resync' }
        }
        diffs.push(diff)
        this.lastSeq = diff.seq
      }
      return { type: 'snapshot', snapshot: message, diffs }
    }
    if (this.lastSeq === null) {
      this.buffer.push(message)
      if (this.buffer.length > this.maxBuffer) this.buffer.shift()
      return { type: 'ignore' }
    }
    if (message.seq <= this.lastSeq) return { type: 'ignore' }
    if (message.prevSeq !== this.lastSeq) {
      this.reset()
      return { type: 'resync' }
    }
    this.lastSeq = message.seq
    return { type: 'diff', diff: message }
  }
}
