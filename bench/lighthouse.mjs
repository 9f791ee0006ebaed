// Lighthouse (desktop preset) on the built site served by the reference server in demo mode:
// three runs per route, the median of each figure. Figures go in bench/README.md; nothing here
// fails on a score (the process exits non-zero only when something crashes).
//   node bench/lighthouse.mjs [--build] [--runs 3] [--warmups 1] [--port N] [--only /route] [--details]
// `--build` builds the libraries and the app first (otherwise packages/app/dist must exist).
// `--details` prints, for the median run of each route, the long tasks, the layout shifts and
// the unused JavaScript Lighthouse found. Every report is kept in bench/results/lighthouse/.
// Chromium is Debian's (chromium.config.mjs, CHROMIUM_PATH), launched by chrome-launcher.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { chromiumArgs, chromiumPath } from '../chromium.config.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const arg = (name) =>
  process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : null
const runs = Number(arg('--runs') ?? 3)
const warmups = Number(arg('--warmups') ?? 1)
const details = process.argv.includes('--details')
const routes = arg('--only')
  ? [arg('--only')]
  : ['/', '/currencyTransaction', '/contractTransaction']
const out = path.join(root, 'bench/results/lighthouse')

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`)
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })

/** The reference server in demo mode on a fresh data directory, serving packages/app/dist. */
async function startServer(port) {
  // A port already taken (a server left behind) would answer the readiness check with the wrong
  // build: refuse instead.
  await new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', () => reject(new Error(`port ${port} is in use`)))
    probe.listen(port, '127.0.0.1', () => probe.close(resolve))
  })
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bourse-lighthouse-'))
  const child = spawn(
    path.join(root, 'node_modules/.bin/tsx'),
    ['--conditions=source', 'packages/server/src/main.ts'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DEMO_MODE: 'true',
        LOG_LEVEL: 'warn',
      },
    },
  )
  let exited = false
  child.on('exit', () => (exited = true))
  const base = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 120_000
  for (;;) {
    if (exited) throw new Error('the server stopped while starting')
    try {
      const res = await fetch(`${base}/api/app/systemConfig/getByKey?key=custom_line`)
      if (res.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not start within 120 s')
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM')
      await new Promise((resolve) => child.once('exit', resolve))
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  return { base, stop }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
const load = () => loadavg()[0].toFixed(2)

/** The parts of a report that say where the time and the shifts went. */
function explain(lhr) {
  const items = (id) => lhr.audits[id]?.details?.items ?? []
  console.log('    long tasks (main thread):')
  for (const t of items('long-tasks').slice(0, 8)) {
    console.log(`      ${Math.round(t.duration)} ms at ${Math.round(t.startTime)} ms  ${t.url}`)
  }
  console.log('    script bootup (execution / parse+compile ms):')
  for (const s of items('bootup-time').slice(0, 6)) {
    console.log(`      ${Math.round(s.scripting)} / ${Math.round(s.scriptParseCompile)}  ${s.url}`)
  }
  console.log('    layout shifts:')
  for (const s of items('layout-shifts').slice(0, 8)) {
    console.log(`      ${s.score.toFixed(4)}  ${s.node?.selector ?? '?'}  ${s.node?.snippet ?? ''}`)
  }
  console.log('    unused JavaScript (KiB unused of KiB):')
  for (const u of items('unused-javascript').slice(0, 10)) {
    const kib = (bytes) => (bytes / 1024).toFixed(1)
    console.log(`      ${kib(u.wastedBytes)} of ${kib(u.totalBytes)}  ${u.url}`)
  }
}

if (process.argv.includes('--build')) {
  run('npm', [
    'run',
    '-s',
    'build',
    '-w',
    '@bourse/rules',
    '-w',
    '@bourse/api-client',
    '-w',
    '@bourse/ui',
    '-w',
    '@bourse/exchange-widgets',
  ])
  run('npm', ['run', '-s', 'build', '-w', '@bourse/app'])
}
if (!existsSync(path.join(root, 'packages/app/dist/index.html'))) {
  throw new Error('packages/app/dist is not built: build the app first, or pass --build')
}
mkdirSync(out, { recursive: true })

const port = Number(arg('--port') ?? (await freePort()))
const server = await startServer(port)
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: chromiumArgs,
  logLevel: 'error',
})
// Ctrl-C or a timeout still closes the browser and the server.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void Promise.allSettled([chrome.kill(), server.stop()]).then(() => process.exit(130))
  })
}
/**
 * One Lighthouse run. A trace Chromium failed to record (NO_NAVSTART and the like, seen on a
 * busy machine) is run again, twice at most; then it counts as a crash.
 */
async function audit(url, attempt = 1) {
  let error
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      desktopConfig,
    )
    if (!result.lhr.runtimeError) return result
    error = result.lhr.runtimeError
  } catch (thrown) {
    // The page's target closing under load ("Target closed") and other protocol errors.
    error = { code: 'PROTOCOL_ERROR', message: thrown.message }
  }
  if (attempt >= 3) throw new Error(`${url}: ${error.code}: ${error.message}`)
  console.log(`${url}: ${error.code}, running it again`)
  return audit(url, attempt + 1)
}
// Lighthouse can leave a protocol call of a closed page rejected behind it; it is not a crash
// of this run (the run itself is retried above).
process.on('unhandledRejection', (reason) => {
  console.log(`(ignored after a failed run: ${reason?.message ?? reason})`)
})

const summary = []
try {
  for (const route of routes) {
    const url = `${server.base}${route}`
    // One run first, not counted, warms the server as a production server is warm: the first
    // request of each API path loads and compiles its code (the server runs from its sources),
    // and the files' cache. Without it the first counted run was always the slowest.
    for (let i = 0; i < warmups; i++) {
      const warm = (await audit(url)).lhr
      console.log(
        `${route} warm-up: score ${Math.round(warm.categories.performance.score * 100)} (not counted)`,
      )
    }
    const rows = []
    for (let i = 0; i < runs; i++) {
      const loadBefore = load()
      const result = await audit(url)
      const lhr = result.lhr
      const name = `${route === '/' ? 'home' : route.slice(1)}-${i + 1}.json`
      writeFileSync(path.join(out, name), result.report)
      const metric = (id) => lhr.audits[id].numericValue
      rows.push({
        lhr,
        score: Math.round(lhr.categories.performance.score * 100),
        cls: metric('cumulative-layout-shift'),
        tbt: metric('total-blocking-time'),
        lcp: metric('largest-contentful-paint'),
        fcp: metric('first-contentful-paint'),
        load: `${loadBefore}→${load()}`,
      })
      const r = rows.at(-1)
      console.log(
        `${route} run ${i + 1}: score ${r.score}, CLS ${r.cls.toFixed(3)}, TBT ${Math.round(r.tbt)} ms, LCP ${Math.round(r.lcp)} ms, FCP ${Math.round(r.fcp)} ms (load ${r.load})`,
      )
    }
    const m = (key) => median(rows.map((r) => r[key]))
    const figures = {
      route,
      score: m('score'),
      cls: +m('cls').toFixed(3),
      tbtMs: Math.round(m('tbt')),
      lcpMs: Math.round(m('lcp')),
      fcpMs: Math.round(m('fcp')),
      load: rows.map((r) => r.load).join(', '),
    }
    summary.push(figures)
    console.log(
      `${route} median of ${runs}: score ${figures.score}, CLS ${figures.cls}, TBT ${figures.tbtMs} ms, LCP ${figures.lcpMs} ms, FCP ${figures.fcpMs} ms`,
    )
    if (details) {
      console.log(`  ${route}, the median-score run:`)
      explain([...rows].sort((a, b) => a.score - b.score)[rows.length >> 1].lhr)
    }
  }
} finally {
  await chrome.kill()
  await server.stop()
}

console.log(`\n## Lighthouse (desktop preset), median of ${runs} runs`)
console.log('| route | performance | CLS | TBT | LCP | FCP | load average (1 min, per run) |')
for (const f of summary) {
  console.log(
    `| \`${f.route}\` | ${f.score} | ${f.cls} | ${f.tbtMs} ms | ${f.lcpMs} ms | ${f.fcpMs} ms | ${f.load} |`,
  )
}
writeFileSync(
  path.join(out, 'summary.json'),
  JSON.stringify({ at: new Date().toISOString(), runs, routes: summary }, null, 2),
)
