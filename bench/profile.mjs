// Profiles one benchmark page with the DevTools protocol: the main-thread split (script, style,
// layout) from Performance.getMetrics and the hottest functions by self time from the sampling
// profiler. Builds the pages unminified so names survive.
// Usage: node bench/profile.mjs <page> [query]   e.g. node bench/profile.mjs orderbook variant=widget
import { spawnSync } from 'node:child_process'
import { createReadStream, existsSync, statSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright'
import { chromiumLaunch } from '../chromium.config.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dist = path.join(tmpdir(), 'bourse-bench-profile')
const [page = 'orderbook', query = ''] = process.argv.slice(2)
if (!process.argv.includes('--no-build')) {
  const built = spawnSync(
    'npx',
    [
      'vite',
      'build',
      '--config',
      'bench/browser/vite.config.ts',
      '--logLevel',
      'warn',
      '--minify',
      'false',
      '--outDir',
      dist,
    ],
    { cwd: root, stdio: 'inherit' },
  )
  if (built.status !== 0) process.exit(1)
}
const server = createServer((req, res) => {
  const file = path.join(dist, decodeURIComponent(new URL(req.url, 'http://x').pathname))
  if (!existsSync(file) || !statSync(file).isFile()) return res.writeHead(404).end()
  const type = file.endsWith('.html')
    ? 'text/html'
    : file.endsWith('.js')
      ? 'text/javascript'
      : 'text/css'
  res.writeHead(200, { 'content-type': type })
  createReadStream(file).pipe(res)
})
await new Promise((r) => server.listen(0, '127.0.0.1', r))
const browser = await chromium.launch(chromiumLaunch)
const tab = await browser.newPage({ viewport: { width: 1280, height: 900 } })
const cdp = await tab.context().newCDPSession(tab)
await cdp.send('Performance.enable', { timeDomain: 'threadTicks' })
await cdp.send('Profiler.enable')
await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
const metrics = async () =>
  Object.fromEntries(
    (await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]),
  )
await tab.goto(`http://127.0.0.1:${server.address().port}/${page}.html?${query}`)
const before = await metrics()
const tracing = process.argv.includes('--trace')
const events = []
if (tracing) {
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value))
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents',
  })
} else await cdp.send('Profiler.start')
await tab.waitForFunction(() => window.__bench?.done === true, undefined, { timeout: 120_000 })
if (tracing) {
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r))
  await cdp.send('Tracing.end')
  await done
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
  const own = events.filter((e) => e.tid === main?.tid && e.pid === main?.pid && e.ph === 'X')
  const byName = new Map()
  for (const e of own)
    byName.set(
      e.name,
      (byName.get(e.name) ?? [0, 0]).map((v, i) => v + (i ? 1 : e.dur / 1000)),
    )
  console.log(
    [...byName]
      .sort((a, b) => b[1][0] - a[1][0])
      .slice(0, 25)
      .map(([k, [ms, n]]) => `${ms.toFixed(0).padStart(7)} ms ${String(n).padStart(6)}x  ${k}`)
      .join('\n'),
  )
  console.log(JSON.stringify(await tab.evaluate(() => window.__bench)))
  await browser.close()
  server.close()
  process.exit(0)
}
const { profile } = await cdp.send('Profiler.stop')
const after = await metrics()
const bench = await tab.evaluate(() => window.__bench)
await browser.close()
server.close()
const d = (k) => +(after[k] - before[k]).toFixed(3)
console.log(JSON.stringify(bench.result ?? bench.error))
console.log(
  'task',
  d('TaskDuration'),
  'script',
  d('ScriptDuration'),
  'style',
  d('RecalcStyleDuration'),
  'layout',
  d('LayoutDuration'),
  'layouts',
  d('LayoutCount'),
  'styles',
  d('RecalcStyleCount'),
)
writeFileSync('/tmp/prof/last.cpuprofile', JSON.stringify(profile))
// self time per function
const byId = new Map(profile.nodes.map((n) => [n.id, n]))
const self = new Map()
const dts = profile.timeDeltas
profile.samples.forEach((id, i) => {
  const n = byId.get(id)
  const f = n.callFrame
  const key = `${f.functionName || '(anon)'} ${path.basename(f.url)}:${f.lineNumber + 1}`
  self.set(key, (self.get(key) ?? 0) + (dts[i] ?? 0))
})
const total = [...self.values()].reduce((a, b) => a + b, 0)
// inclusive time per function
const parent = new Map()
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
const incl = new Map()
profile.samples.forEach((id, i) => {
  const seen = new Set()
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
    const f = byId.get(cur).callFrame
    const key = `${f.functionName || '(anon)'} ${path.basename(f.url)}:${f.lineNumber + 1}`
    if (seen.has(key)) continue
    seen.add(key)
    incl.set(key, (incl.get(key) ?? 0) + (dts[i] ?? 0))
  }
})
const top = (m, n) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(
      ([k, v]) =>
        `${(v / 1000).toFixed(0).padStart(7)} ms ${((100 * v) / total).toFixed(1).padStart(5)}%  ${k}`,
    )
console.log('--- self')
console.log(top(self, 35).join('\n'))
console.log('--- inclusive')
console.log(top(incl, 45).join('\n'))
