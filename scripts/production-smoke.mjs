// The production smoke test: what an operator receives, installed as an operator installs it.
// A copy of the repository's tracked files plus the built server and site goes to a temporary
// folder, `npm ci --omit=dev` installs it (no tsx, no test tools), and `node`
// starts the built server with a production configuration. It must answer the API, have no demo
// account, serve no dev operation and send the security headers. Needs `npm run build -w
// @bourse/server` and the site's build first (`npm test` runs both before it).
import { execFileSync, spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const work = mkdtempSync(path.join(tmpdir(), 'bourse-prod-'))
const failures = []
const check = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`)
  if (!ok) failures.push(what)
}

for (const built of ['packages/server/dist/main.js', 'packages/app/dist/index.html']) {
  if (!existsSync(path.join(root, built))) {
    console.error(`production smoke: ${built} is missing; build the server and the site first`)
    process.exit(1)
  }
}

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })

let server
try {
  // What git tracks, as a clean checkout has it, plus the two builds.
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean)
  for (const file of files) {
    if (!existsSync(path.join(root, file))) continue
    mkdirSync(path.dirname(path.join(work, file)), { recursive: true })
    cpSync(path.join(root, file), path.join(work, file))
  }
  for (const dir of ['packages/server/dist', 'packages/app/dist'])
    cpSync(path.join(root, dir), path.join(work, dir), { recursive: true })

  console.log(`::: npm ci --omit=dev in ${work}`)
  execFileSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: work,
    stdio: 'inherit',
    env: { ...process.env, npm_config_nodedir: process.env.npm_config_nodedir ?? '/usr' },
  })
  check(!existsSync(path.join(work, 'node_modules/tsx')), 'no tsx installed (--omit=dev)')

  const port = await freePort()
  const dataDir = path.join(work, 'data')
  const log = []
  server = spawn(process.execPath, ['packages/server/dist/main.js'], {
    cwd: work,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CODE_SECRET: 'production-smoke-0123456789abcdef0123456789abcdef',
      // Nothing listens there: the smoke sends no mail, it only proves the server starts.
      SMTP_URL: 'smtps://bourse:secret@127.0.0.1:1',
      SIGNUP_PHONE: 'false',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      HSTS_MAX_AGE: '31536000',
      MARKET_BACKFILL: 'false',
    },
  })
  server.stdout.on('data', (chunk) => log.push(String(chunk)))
  server.stderr.on('data', (chunk) => log.push(String(chunk)))
  const exited = new Promise((resolve) => server.once('exit', resolve))

  const base = `http://127.0.0.1:${port}`
  let up = false
  for (let i = 0; i < 120 && !up && server.exitCode === null; i++) {
    up = await fetch(`${base}/api/app/systemConfig/getByKey?key=custom_line`).then(
      (r) => r.ok,
      () => false,
    )
    if (!up) await new Promise((r) => setTimeout(r, 250))
  }
  check(up, 'the built server starts with node and answers the API')
  if (!up) {
    console.log(log.join(''))
    throw new Error('server did not start')
  }
  check(log.join('').includes('Production'), 'its banner says production')
  check(!log.join('').includes('Demo account'), 'its banner names no demo account')

  const json = async (res) => ({ status: res.status, body: await res.json() })
  const login = await json(
    await fetch(`${base}/api/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo@bourse.local', password: 'Demo1234' }),
    }),
  )
  check(login.body.code === 'login.failed', 'no demo account (demo sign-in fails)')
  for (const [method, url] of [
    ['GET', '/api/app/dev/outbox'],
    ['POST', '/api/app/dev/clock/advance'],
    ['POST', '/api/app/dev/market/steer'],
    ['POST', '/api/app/dev/chain/send'],
  ]) {
    const answer = await json(
      await fetch(`${base}${url}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: method === 'POST' ? '{}' : undefined,
      }),
    )
    check(answer.status === 404 && answer.body.code === 'not.found', `${method} ${url} is 404`)
  }
  const site = await fetch(`${base}/`)
  check(site.status === 200, 'the site is served')
  const csp = site.headers.get('content-security-policy') ?? ''
  check(/frame-ancestors 'none'/.test(csp), 'the site sends a CSP with frame-ancestors none')
  check(
    /max-age=31536000/.test(site.headers.get('strict-transport-security') ?? ''),
    'HSTS as configured',
  )

  server.kill('SIGTERM')
  await exited
} catch (error) {
  failures.push(String(error))
  console.error(error)
} finally {
  if (server && server.exitCode === null) server.kill('SIGKILL')
  rmSync(work, { recursive: true, force: true })
}
console.log(
  failures.length ? `production smoke: ${failures.length} failed` : 'production smoke: ok',
)
process.exit(failures.length ? 1 : 0)
