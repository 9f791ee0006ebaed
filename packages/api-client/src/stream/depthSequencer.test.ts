import { describe, expect, it } from 'vitest'
import type { DepthStreamDiff, DepthStreamSnapshot } from '../schema'
import { DepthSequencer } from './depthSequencer'

const snapshot = (lastUpdateId: number): DepthStreamSnapshot => ({
  kind: 'snapshot',
  symbol: 'BTCUSDT',
  lastUpdateId,
  bids: [['100', '1']],
  asks: [['101', '1']],
  ts: 0,
})
const diff = (seq: number, prevSeq = seq - 1): DepthStreamDiff => ({
  kind: 'diff',
  symbol: 'BTCUSDT',
  seq,
  prevSeq,
  bids: [],
  asks: [],
  ts: 0,
})

describe('DepthSequencer', () => {
  it.each<[string, Array<DepthStreamSnapshot | DepthStreamDiff>, string[], number | null]>([
    [
      'applies contiguous diffs after a snapshot',
      [snapshot(10), diff(11), diff(12)],
      ['snapshot', 'diff', 'diff'],
      12,
    ],
    [
      'ignores diffs already in the snapshot',
      [snapshot(10), diff(9), diff(10), diff(11)],
      ['snapshot', 'ignore', 'ignore', 'diff'],
      11,
    ],
    [
      'asks for a resync on a gap',
      [snapshot(10), diff(11), diff(13)],
      ['snapshot', 'diff', 'resync'],
      null,
    ],
    [
      'buffers diffs that arrive before the snapshot',
      [diff(9), diff(10), diff(11), diff(12), snapshot(10)],
      ['ignore', 'ignore', 'ignore', 'ignore', 'snapshot'],
      12,
    ],
    [
      'resyncs when buffered diffs do not reach the snapshot',
      [diff(15), snapshot(10)],
      ['ignore', 'resync'],
      null,
    ],
    [
      'starts over on a new snapshot (reconnect)',
      [snapshot(10), diff(11), snapshot(50), diff(51)],
      ['snapshot', 'diff', 'snapshot', 'diff'],
      51,
    ],
    [
      'waits for a snapshot after a resync',
      [snapshot(1), diff(5), diff(6)],
      ['snapshot', 'resync', 'ignore'],
      null,
    ],
  ])('%s', (_title, messages, steps, seq) => {
    const sequencer = new DepthSequencer()
    expect(messages.map((m) => sequencer.push(m).type)).toEqual(steps)
    expect(sequencer.seq).toBe(seq)
  })

  it('hands buffered diffs over with the snapshot, in order', () => {
    const sequencer = new DepthSequencer()
    sequencer.push(diff(11))
    sequencer.push(diff(12))
    const step = sequencer.push(snapshot(10))
    expect(step.type === 'snapshot' && step.diffs.map((d) => d.seq)).toEqual([11, 12])
  })

  it('keeps at most maxBuffer diffs while waiting', () => {
    const sequencer = new DepthSequencer(2)
    for (const seq of [1, 2, 3]) sequencer.push(diff(seq))
    const step = sequencer.push(snapshot(1))
    expect(step.type === 'snapshot' && step.diffs.map((d) => d.seq)).toEqual([2, 3])
  })
})
