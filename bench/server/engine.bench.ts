// The matching engine alone: a steady mix of limit places (a share of them crossing and trading)
// and cancels on a book of a few thousand resting orders, one core, no I/O. Prints ops/s and the
// latency percentiles of single operations. `--json` prints one JSON object instead.
// Run: npx tsx --conditions=source bench/server/engine.bench.ts [--ops 1000000]
import { MatchingEngine } from '../../packages/server/src/modules/market/engine'
import { Random } from '../../packages/server/src/modules/market/random'

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name)
  return i >= 0 ? Number(process.argv[i + 1]) : fallback
}
const OPS = arg('--ops', 1_000_000)
const WARMUP = Math.min(200_000, OPS / 5)
const json = process.argv.includes('--json')

let now = 1_700_000_000_000
const engine = new MatchingEngine({ symbol: 'BTCUSDT', now: () => now })
engine.setLastPrice(6_425_000n)
const random = new Random('engine-bench')
const MID = 6_425_000
const resting: string[] = []
let seq = 0
let trades = 0
engine.onEvent((e) => {
  if (e.type === 'trade') trades++
})

/** One operation: 55 % place (about 1 in 10 crosses the spread), 45 % cancel a resting order. */
function op(): void {
  now += 1
  if (resting.length > 0 && (random.next() < 0.45 || resting.length > 6000)) {
    const at = Math.floor(random.next() * resting.length)
    const id = resting[at] as string
    resting[at] = resting[resting.length - 1] as string
    resting.pop()
    engine.cancel(id)
    return
  }
  const side = random.next() < 0.5 ? 'buy' : 'sell'
  const cross = random.next() < 0.1
  const offset = 1 + Math.floor(random.next() * 200)
  const price = BigInt(
    side === 'buy' ? MID - offset + (cross ? 210 : 0) : MID + offset - (cross ? 210 : 0),
  )
  const id = `b${++seq}`
  const result = engine.place({
    id,
    owner: `u:${seq % 50}`,
    side,
    type: 'limit',
    price,
    quantity: BigInt(1 + Math.floor(random.next() * 100)),
  })
  if (result.order.status === 'new' || result.order.status === 'partially_filled') resting.push(id)
}

for (let i = 0; i < WARMUP; i++) op()
// Filled orders leave the book: drop ids that no longer rest, so cancels hit real orders.
const live = () => {
  for (let i = resting.length - 1; i >= 0; i--) {
    if (!engine.getOrder(resting[i] as string)) {
      resting[i] = resting[resting.length - 1] as string
      resting.pop()
    }
  }
}
live()

const latencies = new Float64Array(OPS)
trades = 0
const started = process.hrtime.bigint()
const cpuStarted = process.cpuUsage()
for (let i = 0; i < OPS; i++) {
  const t0 = process.hrtime.bigint()
  op()
  latencies[i] = Number(process.hrtime.bigint() - t0)
  if ((i & 0x3fff) === 0) live()
}
const seconds = Number(process.hrtime.bigint() - started) / 1e9
const cpu = process.cpuUsage(cpuStarted)
const cpuSeconds = (cpu.user + cpu.system) / 1e6
latencies.sort()
const pct = (p: number) =>
  +((latencies[Math.min(OPS - 1, Math.floor(OPS * p))] as number) / 1000).toFixed(2)
const result = {
  ops: OPS,
  seconds: +seconds.toFixed(3),
  opsPerSecond: Math.round(OPS / seconds),
  // Per CPU second of this process: the figure for one core even when the machine is shared.
  cpuSeconds: +cpuSeconds.toFixed(3),
  opsPerCpuSecond: Math.round(OPS / cpuSeconds),
  p50us: pct(0.5),
  p99us: pct(0.99),
  p999us: pct(0.999),
  maxUs: pct(1),
  trades,
  levels: engine.levelCount(),
  resting: resting.length,
}
if (json) console.log(JSON.stringify(result))
else {
  console.log(
    `engine: ${result.opsPerSecond.toLocaleString('en')} place/cancel ops/s over ${OPS.toLocaleString('en')} ops (${result.opsPerCpuSecond.toLocaleString('en')} per CPU second) (${result.trades.toLocaleString('en')} trades)`,
  )
  console.log(
    `latency µs: p50 ${result.p50us}  p99 ${result.p99us}  p99.9 ${result.p999us}  max ${result.maxUs}`,
  )
  console.log(
    `book: ${result.levels.bids} bid / ${result.levels.asks} ask levels, ${result.resting} resting`,
  )
  console.log(
    `targets: >= 100,000 ops/s ${result.opsPerSecond >= 100_000 ? 'PASS' : 'FAIL'}; p99 < 100 µs ${result.p99us < 100 ? 'PASS' : 'FAIL'}`,
  )
}
