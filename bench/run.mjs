// Runs every benchmark and prints each figure against its target; `--only <name>` runs one.
// Browser benchmarks run in Debian's Chromium (CHROMIUM_PATH) against pages built from
// bench/browser with Vite, served on loopback. Results also go to bench/results/latest.json.
import { spawnSync } from 'node:child_process'
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright'
import { chromiumLaunch } from '../chromium.config.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dist = path.join(root, 'bench/browser/dist')
const arg = (name) =>
  process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : null
const only = arg('--only')
/** The soak runs 10 minutes unless `--soak-seconds` says otherwise. */
const soakSeconds = Number(arg('--soak-seconds') ?? 600)

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`)
}

function serve(dir) {
  const types = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.json': 'application/json',
  }
  const server = createServer((req, res) => {
    const file = path.join(dir, decodeURIComponent(new URL(req.url, 'http://x').pathname))
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end()
      return
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' })
    createReadStream(file).pipe(res)
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

/** Opens a scenario page, waits for its result, and adds main-thread CPU from the DevTools metrics. */
async function scenario(browser, base, page, query, timeoutMs) {
  const tab = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  const cdp = await tab.context().newCDPSession(tab)
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' })
  const metrics = async () =>
    Object.fromEntries(
      (await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]),
    )
  const errors = []
  tab.on('pageerror', (error) => errors.push(error.message))
  await tab.goto(`${base}/${page}.html?${new URLSearchParams(query)}`)
  const before = await metrics()
  const startedAt = Date.now()
  await tab.waitForFunction(() => window.__bench?.done === true, undefined, { timeout: timeoutMs })
  const wallSeconds = (Date.now() - startedAt) / 1000
  const after = await metrics()
  const bench = await tab.evaluate(() => window.__bench)
  await tab.close()
  if (bench.error || errors.length) throw new Error(bench.error ?? errors.join('\n'))
  const taskSeconds = after.TaskDuration - before.TaskDuration
  return {
    ...bench.result,
    cpuSeconds: +taskSeconds.toFixed(3),
    cpuShare: +(taskSeconds / wallSeconds).toFixed(3),
  }
}

const benches = [
  {
    name: 'order-book',
    title: 'Order book: 50 levels a side, 500 msg/s × 40 level changes',
    async run(browser, base) {
      const q = (variant) => ({ variant, seconds: 10 })
      // Three rounds of the three pages side by side; the ratio is the median round's. One 10 s
      // run on 2 shared cores moves by ±20 %, and a median of three is steadier than any one.
      const rounds = []
      for (let round = 0; round < 3; round++) {
        const feed = await scenario(browser, base, 'orderbook', q('feed'), 60_000)
        const widget = await scenario(browser, base, 'orderbook', q('widget'), 60_000)
        const naive = await scenario(browser, base, 'orderbook', q('naive'), 60_000)
        // The feed (generating and parsing messages) is the same in both; compare what is left.
        const ratio = +(
          (widget.cpuSeconds - feed.cpuSeconds) /
          (naive.cpuSeconds - feed.cpuSeconds)
        ).toFixed(3)
        rounds.push({ feed, widget, naive, cpuRatio: ratio })
      }
      const median = [...rounds].sort((a, b) => a.cpuRatio - b.cpuRatio)[1]
      const worst = (pick) => Math.max(...rounds.map(pick))
      const ratio = median.cpuRatio
      const widget = {
        ...median.widget,
        messages: Math.min(...rounds.map((r) => r.widget.messages)),
        maxCommitsPerFrame: worst((r) => r.widget.maxCommitsPerFrame),
        frameP95Ms: worst((r) => r.widget.frameP95Ms),
      }
      return {
        figures: {
          ...median,
          cpuRatios: rounds.map((r) => r.cpuRatio),
          cpuSeconds: rounds.map((r) => [r.feed, r.widget, r.naive].map((v) => v.cpuSeconds)),
        },
        checks: [
          [
            'messages delivered (widget, fewest in a round)',
            widget.messages,
            '5000',
            widget.messages >= 4900,
          ],
          [
            'commits per frame (widget, most in a round)',
            widget.maxCommitsPerFrame,
            '<= 1',
            widget.maxCommitsPerFrame <= 1,
          ],
          [
            'frame time p95 (widget, worst round)',
            `${widget.frameP95Ms} ms`,
            '<= 20 ms',
            widget.frameP95Ms <= 20,
          ],
          [
            'main-thread CPU beyond the feed, widget / naive (median of 3 rounds)',
            `${ratio} (rounds ${rounds.map((r) => r.cpuRatio).join(', ')})`,
            '<= 0.1',
            ratio <= 0.1,
          ],
        ],
      }
    },
  },
  {
    name: 'depth-chart',
    title: 'Depth chart: 2×500 levels, redraw per book update',
    async run(browser, base) {
      const result = await scenario(browser, base, 'depthchart', { redraws: 300 }, 120_000)
      return {
        figures: result,
        checks: [['redraw p95', `${result.redrawP95Ms} ms`, '<= 4 ms', result.redrawP95Ms <= 4]],
      }
    },
  },
  {
    name: 'market-list',
    title: 'Market list: N symbols ticking every second',
    async run(browser, base) {
      const small = await scenario(browser, base, 'marketlist', { symbols: 50, seconds: 5 }, 60_000)
      const large = await scenario(
        browser,
        base,
        'marketlist',
        { symbols: 500, seconds: 20 },
        90_000,
      )
      const ratio = large.domNodes / small.domNodes
      return {
        figures: { small, large },
        checks: [
          [
            'DOM nodes, 500 vs 50 symbols',
            `${large.domNodes} vs ${small.domNodes}`,
            'equal (±2 %)',
            Math.abs(ratio - 1) <= 0.02,
          ],
          [
            'batch apply + commit p95 (500 symbols)',
            `${large.batchP95Ms} ms`,
            '<= 3 ms',
            large.batchP95Ms <= 3,
          ],
        ],
      }
    },
  },
  {
    name: 'engine',
    title: 'Matching engine alone (server, no browser): place/cancel mix on one core',
    async run() {
      const out = spawnSync(
        'npx',
        ['tsx', '--conditions=source', 'bench/server/engine.bench.ts', '--json'],
        {
          cwd: root,
          encoding: 'utf8',
        },
      )
      if (out.status !== 0) throw new Error(`engine bench failed: ${out.stderr}`)
      const r = JSON.parse(out.stdout.trim().split('\n').pop())
      return {
        figures: r,
        checks: [
          ['place/cancel ops per second', r.opsPerSecond, '>= 100000', r.opsPerSecond >= 100_000],
          ['single-operation latency p99', `${r.p99us} µs`, '< 100 µs', r.p99us < 100],
        ],
      }
    },
  },
  {
    name: 'orders',
    title:
      'Spot orders end to end (server over loopback): HTTP → auth → freeze → match → commit → push',
    async run() {
      const out = spawnSync(
        'npx',
        [
          'tsx',
          '--conditions=source',
          'bench/server/orders.bench.ts',
          '--json',
          '--seconds',
          '10',
          '--concurrency',
          '4',
        ],
        { cwd: root, encoding: 'utf8' },
      )
      if (out.status !== 0) throw new Error(`orders bench failed: ${out.stderr}`)
      const r = JSON.parse(out.stdout.trim().split('\n').pop())
      return {
        figures: r,
        checks: [
          [
            'order requests per second',
            r.requestsPerSecond,
            '>= 1000',
            r.requestsPerSecond >= 1000,
          ],
          ['request latency p99', `${r.p99ms} ms`, '<= 25 ms', r.p99ms <= 25],
          ['errors', r.errors, '0', r.errors === 0],
        ],
      }
    },
  },
  {
    name: 'soak',
    title: `Soak: every market widget live for ${soakSeconds} s`,
    async run(browser, base) {
      const tab = await browser.newPage({ viewport: { width: 1440, height: 900 } })
      const cdp = await tab.context().newCDPSession(tab)
      const errors = []
      tab.on('pageerror', (error) => errors.push(error.message))
      const sample = async () => {
        await cdp.send('HeapProfiler.collectGarbage')
        await cdp.send('HeapProfiler.collectGarbage')
        const heap = await cdp.send('Runtime.getHeapUsage')
        const dom = await tab.evaluate(() => document.getElementsByTagName('*').length)
        return { heapMb: +(heap.usedSize / 1048576).toFixed(2), domNodes: dom }
      }
      await tab.goto(`${base}/soak.html?seconds=${soakSeconds}`)
      await tab.waitForFunction(() => window.__soak?.running === true, undefined, {
        timeout: 30_000,
      })
      // warm-up: let every widget reach its steady state (capped tapes, full candle series)
      await tab.waitForTimeout(Math.min(60_000, soakSeconds * 100))
      const start = await sample()
      await tab.waitForFunction(() => window.__soak?.running === false, undefined, {
        timeout: soakSeconds * 1000 + 60_000,
        polling: 1000,
      })
      const end = await sample()
      await tab.close()
      if (errors.length) throw new Error(errors.join('\n'))
      const heapGrowth = +((end.heapMb - start.heapMb) / start.heapMb).toFixed(4)
      const domChange = +((end.domNodes - start.domNodes) / start.domNodes).toFixed(4)
      return {
        figures: { seconds: soakSeconds, start, end, heapGrowth, domChange },
        checks: [
          [
            'post-GC heap growth',
            `${(heapGrowth * 100).toFixed(2)} %`,
            '<= 5 %',
            heapGrowth <= 0.05,
          ],
          [
            'DOM node change',
            `${(domChange * 100).toFixed(2)} %`,
            'within ±1 %',
            Math.abs(domChange) <= 0.01,
          ],
        ],
      }
    },
  },
  {
    name: 'embed-size',
    title: "What each widget adds to an embedder's gzip bundle (the Vite example's setup)",
    // Builds with `.examples/vite` (node scripts/examples/build.mjs), no browser or bench page.
    browser: false,
    async run() {
      const { embedSize } = await import('./embed-size.mjs')
      return embedSize()
    },
  },
  {
    name: 'lighthouse',
    title:
      'Lighthouse (desktop preset), median of 3 runs: /, /currencyTransaction, /contractTransaction',
    // Its own server and Chromium (bench/lighthouse.mjs); needs the built app.
    browser: false,
    async run() {
      run('node', ['bench/lighthouse.mjs'])
      const { routes } = JSON.parse(
        readFileSync(path.join(root, 'bench/results/lighthouse/summary.json'), 'utf8'),
      )
      return {
        figures: routes,
        checks: routes.flatMap((r) => [
          [`${r.route} performance`, r.score, '>= 90', r.score >= 90],
          [`${r.route} cumulative layout shift`, r.cls, '<= 0.05', r.cls <= 0.05],
        ]),
      }
    },
  },
]

const selected = benches.filter((b) => !only || b.name === only)
const needsBrowser = selected.some((b) => b.browser !== false)
if (needsBrowser) {
  run('npx', ['vite', 'build', '--config', 'bench/browser/vite.config.ts', '--logLevel', 'warn'])
}
const server = needsBrowser ? await serve(dist) : null
const base = server && `http://127.0.0.1:${server.address().port}`
const browser = needsBrowser ? await chromium.launch(chromiumLaunch) : null
const results = {}
let failed = 0
try {
  for (const bench of selected) {
    console.log(`\n## ${bench.title}`)
    const { figures, checks } = await bench.run(browser, base)
    results[bench.name] = { figures, checks }
    console.log(JSON.stringify(figures, null, 2))
    for (const [what, value, target, ok] of checks) {
      console.log(`${ok ? 'PASS' : 'FAIL'}  ${what}: ${value} (target ${target})`)
      if (!ok) failed++
    }
  }
} finally {
  await browser?.close()
  server?.close()
}
mkdirSync(path.join(root, 'bench/results'), { recursive: true })
writeFileSync(
  path.join(root, 'bench/results/latest.json'),
  JSON.stringify({ at: new Date().toISOString(), results }, null, 2),
)
process.exit(failed ? 1 : 0)
