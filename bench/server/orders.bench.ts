// End to end over loopback: HTTP -> auth -> validate + freeze -> match -> SQLite commit ->
// WebSocket push, against the real server (child process, simulator on) with a signed-in user
// whose `user` channel is subscribed. Workers keep N requests in flight: a resting limit buy and
// its cancel, and every 20th a small market buy that trades with the simulated book.
// Run: npx tsx --conditions=source bench/server/orders.bench.ts [--seconds 10] [--concurrency 32]
//   [--json]
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import WebSocket from 'ws'

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name)
  return i >= 0 ? Number(process.argv[i + 1]) : fallback
}
const SECONDS = arg('--seconds', 10)
const CONCURRENCY = arg('--concurrency', 32)
const json = process.argv.includes('--json')
const root = path.resolve(import.meta.dirname, '../..')
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bourse-bench-'))

// The server from its sources, as `npm start` runs it: workspace packages resolve to their
// TypeScript through the `source` condition, so the bench needs no built dist. Node itself, not
// npx: under `npm run bench` npx exits on SIGTERM without passing it on, and the orphaned server
// then holds this process's pipes open for ever.
const server = spawn(
  process.execPath,
  ['--conditions=source', '--import', 'tsx', 'packages/server/src/main.ts'],
  {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      // The demo account and its demo credit; the global backstop would cap one user's flood.
      DEMO_MODE: 'true',
      RATE_LIMIT_PER_MINUTE: '1000000',
      PORT: '0',
      MARKET_BACKFILL: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  },
)
const base = await new Promise<string>((resolve, reject) => {
  let out = ''
  server.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString()
    const m = /API\s+(http:\/\/\S+)/.exec(out)
    if (m?.[1]) resolve(m[1])
  })
  server.once('exit', (code) => reject(new Error(`server exited ${code}`)))
})

async function api(p: string, body?: unknown, ticket?: string) {
  const response = await fetch(base + p, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(ticket ? { ticket } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return (await response.json()) as { code: string; data: any } // eslint-disable-line @typescript-eslint/no-explicit-any -- bench client
}

try {
  const login = await api('/oauth/token', { username: 'demo@bourse.local', password: 'Demo1234' })
  const ticket = login.data.token as string
  await api('/app/spot/demoCredit', {}, ticket)

  const ws = new WebSocket(`${base.replace('http', 'ws')}/ws`)
  let pushes = 0
  ws.on('message', (raw) => {
    const m = JSON.parse(raw.toString())
    if (m.op === 'data' && m.channel === 'user') pushes++
  })
  await new Promise((resolve) => ws.once('open', resolve))
  ws.send(JSON.stringify({ op: 'auth', ticket }))
  ws.send(JSON.stringify({ op: 'subscribe', channels: ['user'] }))

  const latencies: number[] = []
  let seq = 0
  let errors = 0
  let fills = 0
  const end = performance.now() + SECONDS * 1000
  async function worker() {
    while (performance.now() < end) {
      const n = ++seq
      const market = n % 20 === 0
      const body = market
        ? {
            clientOrderId: `m${n}`,
            symbol: 'BTCUSDT',
            side: 'buy',
            type: 'market',
            quoteAmount: '6',
          }
        : {
            clientOrderId: `l${n}`,
            symbol: 'BTCUSDT',
            side: 'buy',
            type: 'limit',
            price: '1000',
            quantity: '0.005',
          }
      const t0 = performance.now()
      const placed = await api('/app/spot/order/place', body, ticket)
      latencies.push(performance.now() - t0)
      if (placed.code !== 'success') {
        errors++
        continue
      }
      if (market) fills++
      else {
        const t1 = performance.now()
        const cancelled = await api('/app/spot/order/cancel', { orderId: placed.data.id }, ticket)
        latencies.push(performance.now() - t1)
        if (cancelled.code !== 'success') errors++
      }
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  const seconds = (performance.now() - started) / 1000
  await new Promise((r) => setTimeout(r, 200))
  ws.close()
  latencies.sort((a, b) => a - b)
  const pct = (p: number) =>
    +(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0).toFixed(2)
  const result = {
    seconds: +seconds.toFixed(2),
    concurrency: CONCURRENCY,
    requests: latencies.length,
    requestsPerSecond: Math.round(latencies.length / seconds),
    marketOrdersFilled: fills,
    errors,
    userPushes: pushes,
    p50ms: pct(0.5),
    p99ms: pct(0.99),
    maxMs: pct(1),
  }
  if (json) console.log(JSON.stringify(result))
  else {
    console.log(
      `orders end to end: ${result.requestsPerSecond.toLocaleString('en')} order requests/s (place + cancel) over ${result.seconds} s, ${CONCURRENCY} in flight; ${errors} errors; ${pushes.toLocaleString('en')} user pushes`,
    )
    console.log(`latency ms: p50 ${result.p50ms}  p99 ${result.p99ms}  max ${result.maxMs}`)
    console.log(
      `targets: >= 1,000 orders/s ${result.requestsPerSecond >= 1000 ? 'PASS' : 'FAIL'}; p99 <= 25 ms ${result.p99ms <= 25 ? 'PASS' : 'FAIL'}`,
    )
  }
} finally {
  server.kill('SIGTERM')
}
