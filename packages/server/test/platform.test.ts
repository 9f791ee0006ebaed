import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { FakeClock } from '../src/clock'
import { printable, runAdmin } from '../src/cli/admin'
import { redactArgs } from '../src/cli/audit'
import { checkBindings } from '../src/contract/router'
import { openDatabase } from '../src/db/connection'
import { migrate, readMigrations } from '../src/db/migrate'
import { checkComponent, contract, startServer, tempDir } from './helpers'
import type { TestServer } from './helpers'

const servers: TestServer[] = []
const start = async (...args: Parameters<typeof startServer>) => {
  const server = await startServer(...args)
  servers.push(server)
  return server
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()))
})

describe('database files', () => {
  it('are readable by their owner only: data directory 0700, database, -wal and -shm 0600', async () => {
    const dataDir = path.join(tempDir(), 'new', 'data')
    const s = await start({ dataDir })
    await s.register('alice@example.com')
    const mode = (f: string) => fs.statSync(path.join(dataDir, f)).mode & 0o777
    expect(mode('.')).toBe(0o700)
    for (const f of ['bourse.sqlite', 'bourse.sqlite-wal', 'bourse.sqlite-shm'])
      expect(mode(f), f).toBe(0o600)
    for (const d of ['kyc', 'feedback']) expect(mode(d), d).toBe(0o700)
  })

  it('tightens files an earlier version left readable by others', () => {
    const dataDir = tempDir()
    const first = openDatabase(dataDir)
    first.close()
    fs.chmodSync(path.join(dataDir, 'bourse.sqlite'), 0o644)
    const db = openDatabase(dataDir)
    db.prepare('CREATE TABLE t (x)').run()
    for (const f of ['bourse.sqlite', 'bourse.sqlite-wal', 'bourse.sqlite-shm'])
      expect(fs.statSync(path.join(dataDir, f)).mode & 0o777, f).toBe(0o600)
    db.close()
  })
})

describe('migrations', () => {
  it('apply once and survive restarts with the data intact', async () => {
    const dataDir = tempDir()
    const first = await startServer({ dataDir })
    await first.register('alice@example.com')
    await first.close()
    const second = await start({ dataDir })
    await second.login('alice@example.com')
    const rows = second.app.bourse.ctx.db
      .prepare('SELECT version FROM schema_migrations ORDER BY version')
      .all()
    expect(rows).toEqual(readMigrations().map((m) => ({ version: m.version })))
    expect(migrate(second.app.bourse.ctx.db)).toEqual([])
    const markets = second.app.bourse.ctx.db.prepare('SELECT COUNT(*) AS n FROM markets').get()
    expect(markets).toEqual({ n: 14 })
    expect(second.app.bourse.ctx.db.pragma('journal_mode', { simple: true })).toBe('wal')
  })

  it('roll back a failing migration as a whole', () => {
    const db = openDatabase(tempDir())
    const bad = [
      {
        version: 1,
        name: '001_bad',
        sql: 'CREATE TABLE a (id INTEGER); INSERT INTO missing VALUES (1);',
      },
    ]
    expect(() => migrate(db, bad)).toThrow()
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'a'").get()).toBeUndefined()
    expect(db.prepare('SELECT COUNT(*) AS n FROM schema_migrations').get()).toEqual({ n: 0 })
    db.close()
  })
})

describe('contract binding', () => {
  it('refuses to start when an operation has no handler or a handler no operation', () => {
    expect(() => checkBindings(contract, {})).toThrow(/without a handler: login/)
    const handlers = Object.fromEntries(
      contract.operations.map((op) => [op.operationId, () => null]),
    )
    expect(() => checkBindings(contract, handlers)).not.toThrow()
    expect(() => checkBindings(contract, { ...handlers, placeOrder: () => null } as never)).toThrow(
      /handlers without an operation: placeOrder/,
    )
  })
})

describe('site', () => {
  it('serves assets under /desktop/ and the app for every other route', async () => {
    const dist = tempDir()
    fs.mkdirSync(path.join(dist, 'assets'))
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>Bourse</title><div id="root"></div>',
    )
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)')
    const s = await start({ appDist: dist })
    for (const route of [
      '/',
      '/login',
      '/quotation',
      '/register?statusType=1',
      '/desktop/',
      '/a/b/c',
    ]) {
      const response = await s.fetch(route)
      expect(response.status, route).toBe(200)
      expect(response.headers.get('content-type')).toContain('text/html')
      expect(await response.text()).toContain('<div id="root">')
    }
    const asset = await s.fetch('/desktop/assets/index-abc123.js')
    expect(asset.status).toBe(200)
    expect(asset.headers.get('content-type')).toContain('javascript')
    expect(asset.headers.get('cache-control')).toContain('immutable')
    expect((await s.fetch('/desktop/assets/missing.js')).status).toBe(404)
  })

  it('serves the service worker uncached, allowed to control the whole site, and the manifests', async () => {
    const dist = tempDir()
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>')
    fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})')
    fs.writeFileSync(path.join(dist, 'manifest.jp.webmanifest'), '{"id":"/","name":"Bourse"}')
    const s = await start({ appDist: dist })
    const worker = await s.fetch('/desktop/sw.js')
    expect(worker.status).toBe(200)
    expect(worker.headers.get('content-type')).toContain('javascript')
    expect(worker.headers.get('cache-control')).toBe('no-cache')
    expect(worker.headers.get('service-worker-allowed')).toBe('/')
    const manifest = await s.fetch('/desktop/manifest.jp.webmanifest')
    expect(manifest.status).toBe(200)
    expect(manifest.headers.get('content-type')).toContain('application/manifest+json')
    expect(manifest.headers.get('cache-control')).toBe('no-cache')
    expect(manifest.headers.get('service-worker-allowed')).toBeNull()
  })

  it("sends the compressed copy the browser accepts, with the original file's headers", async () => {
    const dist = tempDir()
    fs.mkdirSync(path.join(dist, 'assets'))
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>')
    const script = 'console.log("bourse");\n'.repeat(200)
    const file = path.join(dist, 'assets', 'index-abc123.js')
    fs.writeFileSync(file, script)
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(script))
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(script))
    fs.writeFileSync(path.join(dist, 'sw.js'), script)
    fs.writeFileSync(path.join(dist, 'sw.js.br'), zlib.brotliCompressSync(script))
    const s = await start({ appDist: dist })
    const get = (url: string, encoding: string) =>
      // Node's fetch decodes what it is sent; the raw bytes say what came over the wire.
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get(new URL(url, s.base), { headers: { 'accept-encoding': encoding } }, (res) => {
            const chunks: Buffer[] = []
            res.on('data', (chunk: Buffer) => chunks.push(chunk))
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
          })
          .on('error', reject)
      })
    const br = await get('/desktop/assets/index-abc123.js', 'gzip, deflate, br')
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-type']).toContain('javascript')
    expect(br.headers['cache-control']).toContain('immutable')
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(script)
    const gz = await get('/desktop/assets/index-abc123.js', 'gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gz.body).toString()).toBe(script)
    const plain = await get('/desktop/assets/index-abc123.js', 'identity')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(script)
    const worker = await get('/desktop/sw.js', 'br')
    expect(worker.headers['content-encoding']).toBe('br')
    expect(worker.headers['content-type']).toContain('javascript')
    expect(worker.headers['cache-control']).toBe('no-cache')
    expect(worker.headers['service-worker-allowed']).toBe('/')
  })

  it('explains how to build the app when it is missing', async () => {
    const s = await start()
    const response = await s.fetch('/login')
    expect(response.status).toBe(503)
    expect(await response.text()).toContain('npm run build:app')
    // The API still works.
    expect((await s.call('getSystemConfig', { query: { key: 'custom_line' } })).status).toBe(200)
  })
})

/** Parses a CSP `a b; c d e` into `{ a: ['b'], c: ['d', 'e'] }`. */
const cspOf = (response: Response): Record<string, string[]> =>
  Object.fromEntries(
    (response.headers.get('content-security-policy') ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...values]) => [name, values]),
  )

describe('Storybook', () => {
  const managerScript = "import './sb-manager/globals-runtime.js'"
  const previewScript = "window.CONFIG_TYPE = 'PRODUCTION'"
  const hash = (script: string) =>
    `'sha256-${createHash('sha256').update(script).digest('base64')}'`
  /** A stand-in for `storybook-static/`: the manager, the preview and one fingerprinted file. */
  const fakeStorybook = () => {
    const dist = path.join(tempDir(), 'storybook-static')
    fs.mkdirSync(path.join(dist, 'assets'), { recursive: true })
    fs.mkdirSync(path.join(dist, 'sb-manager'))
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><title>Storybook</title><div id="root"></div><script type="module">${managerScript}</script>`,
    )
    fs.writeFileSync(
      path.join(dist, 'iframe.html'),
      `<!doctype html><script>${previewScript}</script><script type="module" src="./assets/iframe-abc123.js"></script>`,
    )
    fs.writeFileSync(path.join(dist, 'index.json'), '{"v":5,"entries":{}}')
    fs.writeFileSync(path.join(dist, 'assets', 'iframe-abc123.js'), 'export {}')
    fs.writeFileSync(path.join(dist, 'sb-manager', 'globals-runtime.js'), 'export {}')
    return dist
  }

  it('serves the build at /storybook/: the manager at the prefix, files as they are', async () => {
    const s = await start({ storybookDist: fakeStorybook() })
    const manager = await s.fetch('/storybook/')
    expect(manager.status).toBe(200)
    expect(manager.headers.get('content-type')).toContain('text/html')
    expect(manager.headers.get('cache-control')).toBe('no-cache')
    expect(await manager.text()).toContain('<title>Storybook</title>')
    const preview = await s.fetch('/storybook/iframe.html?id=ui-button--default')
    expect(preview.status).toBe(200)
    expect(preview.headers.get('cache-control')).toBe('no-cache')
    expect(await preview.text()).toContain(previewScript)
    const index = await s.fetch('/storybook/index.json')
    expect(index.headers.get('content-type')).toContain('application/json')
    expect(index.headers.get('cache-control')).toBe('no-cache')
    // Vite fingerprints the preview's files; the manager's keep their names.
    const asset = await s.fetch('/storybook/assets/iframe-abc123.js')
    expect(asset.status).toBe(200)
    expect(asset.headers.get('content-type')).toContain('javascript')
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const runtime = await s.fetch('/storybook/sb-manager/globals-runtime.js')
    expect(runtime.headers.get('cache-control')).toBe('no-cache')
  })

  it("redirects /storybook to /storybook/, where the build's relative URLs resolve", async () => {
    const s = await start({ storybookDist: fakeStorybook() })
    for (const [from, to] of [
      ['/storybook', '/storybook/'],
      ['/storybook?path=/story/ui-button--default', '/storybook/?path=/story/ui-button--default'],
    ] as const) {
      const response = await s.fetch(from, { redirect: 'manual' })
      expect(response.status, from).toBe(302)
      expect(response.headers.get('location'), from).toBe(to)
    }
  })

  it("answers 404 for a missing file, never the app's page", async () => {
    const site = tempDir()
    fs.writeFileSync(path.join(site, 'index.html'), '<!doctype html><div id="root"></div>')
    const s = await start({ appDist: site, storybookDist: fakeStorybook() })
    for (const url of [
      '/storybook/missing.js',
      '/storybook/assets/gone-123.js',
      '/storybook/a/b',
    ]) {
      const response = await s.fetch(url)
      expect(response.status, url).toBe(404)
      expect(await response.text(), url).not.toContain('<div id="root">')
    }
  })

  it("lets the manager frame its preview, runs only the build's inline scripts; the site keeps DENY", async () => {
    const s = await start({ storybookDist: fakeStorybook() })
    for (const url of [
      '/storybook/',
      '/storybook/iframe.html',
      '/storybook/assets/iframe-abc123.js',
    ]) {
      const response = await s.fetch(url)
      expect(response.status, url).toBe(200)
      const csp = cspOf(response)
      expect(csp['frame-ancestors'], url).toEqual(["'self'"])
      expect(csp['frame-src'], url).toEqual(["'self'"])
      expect(csp['script-src'], url).toEqual([
        "'self'",
        "'wasm-unsafe-eval'",
        hash(managerScript),
        hash(previewScript),
      ])
      expect(csp['script-src-attr'], url).toEqual(["'none'"])
      expect(csp['object-src'], url).toEqual(["'none'"])
      expect(response.headers.get('x-frame-options'), url).toBe('SAMEORIGIN')
    }
    for (const url of ['/', '/api/app/systemConfig/getByKey?key=demo_mode']) {
      const response = await s.fetch(url)
      expect(cspOf(response)['frame-ancestors'], url).toEqual(["'none'"])
      expect(response.headers.get('x-frame-options'), url).toBe('DENY')
    }
  })

  it('explains how to build it when the build is missing', async () => {
    const s = await start()
    const response = await s.fetch('/storybook/')
    expect(response.status).toBe(503)
    expect(response.headers.get('content-type')).toContain('text/html')
    expect(await response.text()).toContain('npm run build-storybook')
    expect((await s.fetch('/storybook/iframe.html')).status).toBe(404)
  })

  it('is not served outside demo mode', async () => {
    const s = await start({ demoMode: false, storybookDist: fakeStorybook() })
    for (const url of ['/storybook', '/storybook/', '/storybook/iframe.html']) {
      expect((await s.fetch(url, { redirect: 'manual' })).status, url).toBe(404)
    }
  })
})

describe('API reference', () => {
  it('serves the contract as YAML and JSON', async () => {
    const s = await start()
    const yaml = await s.fetch('/api/openapi.yaml')
    expect(await yaml.text()).toBe(fs.readFileSync(s.config.openapiPath, 'utf8'))
    const json = await (await s.fetch('/api/openapi.json')).json()
    expect(json.openapi).toBe('3.1.0')
  })

  it('renders a docs page that lists every operation, without scripts', async () => {
    const s = await start()
    const response = await s.fetch('/api/docs')
    expect(response.headers.get('content-type')).toContain('text/html')
    const html = await response.text()
    for (const op of contract.operations) {
      expect(html).toContain(`id="op-${op.operationId}"`)
      expect(html).toContain(`/api${op.path}`)
      expect(html).toContain(op.summary.replace(/&/g, '&amp;'))
    }
    expect(html).toContain('login.session.expired')
    expect(html).not.toMatch(/<script|https?:\/\/(?!.*bourse)/i)
  })
})

function openSocket(url: string) {
  const ws = new WebSocket(url)
  const inbox: unknown[] = []
  const waiters: ((m: unknown) => void)[] = []
  ws.on('message', (raw) => {
    const message = JSON.parse(raw.toString())
    const waiter = waiters.shift()
    if (waiter) waiter(message)
    else inbox.push(message)
  })
  const next = () =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const ready = inbox.shift()
      if (ready) return resolve(ready as Record<string, unknown>)
      const timer = setTimeout(() => reject(new Error('no message')), 3000)
      waiters.push((m) => {
        clearTimeout(timer)
        resolve(m as Record<string, unknown>)
      })
    })
  return { ws, next }
}

describe('WebSocket', () => {
  it('welcomes, answers pings, acknowledges channels and rejects garbage', async () => {
    const clock = new FakeClock(1_700_000_000_000)
    const s = await start({}, clock)
    const { ws, next } = openSocket(`${s.base.replace('http', 'ws')}/api/ws`)
    const messages: Record<string, unknown>[] = []
    const take = async () => {
      const m = await next()
      expect(checkComponent('WsServerMessage', m)).toEqual([])
      messages.push(m)
      return m
    }
    expect(await take()).toEqual({ op: 'welcome', ts: 1_700_000_000_000 })
    ws.send(JSON.stringify({ op: 'ping', id: 'p1' }))
    expect(await take()).toEqual({ op: 'pong', id: 'p1', ts: 1_700_000_000_000 })
    ws.send('not json')
    expect(await take()).toEqual({ op: 'error', code: 'request.invalid', ts: 1_700_000_000_000 })
    ws.send(JSON.stringify({ op: 'dance' }))
    expect((await take()).code).toBe('request.invalid')
    ws.send(JSON.stringify({ op: 'subscribe', id: 's1', channels: ['system', 'nope'] }))
    expect(await take()).toMatchObject({ op: 'subscribed', channel: 'system', id: 's1' })
    expect(await take()).toMatchObject({ op: 'error', channel: 'nope', code: 'request.invalid' })
    s.app.bourse.ctx.publisher.publish('system', { notice: 'maintenance at 02:00 UTC' })
    expect(await take()).toMatchObject({
      op: 'data',
      channel: 'system',
      data: { notice: 'maintenance at 02:00 UTC' },
    })
    ws.send(JSON.stringify({ op: 'unsubscribe', channels: ['system'] }))
    expect(await take()).toMatchObject({ op: 'unsubscribed', channel: 'system' })
    s.app.bourse.ctx.publisher.publish('system', { notice: 'not delivered' })
    ws.send(JSON.stringify({ op: 'ping' }))
    expect((await take()).op).toBe('pong')
    ws.close()
  })
})

describe('WebSocket: the user stream ends with its session', () => {
  /** A socket signed in with `token` and subscribed to `user`; every message is checked. */
  async function userSocket(s: TestServer, token: string) {
    const { ws, next } = openSocket(`${s.base.replace('http', 'ws')}/api/ws`)
    const take = async () => {
      const m = await next()
      expect(checkComponent('WsServerMessage', m)).toEqual([])
      return m
    }
    expect((await take()).op).toBe('welcome')
    ws.send(JSON.stringify({ op: 'auth', ticket: token }))
    expect((await take()).op).toBe('authed')
    ws.send(JSON.stringify({ op: 'subscribe', channels: ['user'] }))
    expect(await take()).toMatchObject({ op: 'subscribed', channel: 'user' })
    /** What the socket got since the last drain: everything the server sent before a pong. */
    const drain = async () => {
      ws.send(JSON.stringify({ op: 'ping' }))
      const got: Record<string, unknown>[] = []
      for (let m = await take(); m.op !== 'pong'; m = await take()) got.push(m)
      return got
    }
    return { ws, drain }
  }

  const userEvent = { op: 'data', channel: 'user', data: { type: 'user' } }
  const ended = { op: 'error', channel: 'user', code: 'login.user.not.login' }
  const expired = { op: 'error', channel: 'user', code: 'login.session.expired' }

  async function alice(s: TestServer) {
    await s.register('alice@example.com')
    const id = s.app.bourse.modules.auth.findUser('alice@example.com')?.id ?? 0
    return { id, publish: () => s.app.bourse.modules.auth.publishUser(id) }
  }

  it('stops at logout and tells the socket', async () => {
    const s = await start()
    const a = await alice(s)
    const token = await s.login('alice@example.com')
    const other = await userSocket(s, await s.login('alice@example.com'))
    const socket = await userSocket(s, token)
    a.publish()
    expect(await socket.drain()).toMatchObject([userEvent])
    await s.call('logout', { ticket: token })
    expect(await socket.drain()).toMatchObject([ended])
    a.publish()
    expect(await socket.drain()).toEqual([])
    // Subscribing again needs a new sign-in; the other session's socket streams on.
    socket.ws.send(JSON.stringify({ op: 'subscribe', channels: ['user'] }))
    expect(await socket.drain()).toMatchObject([{ op: 'error', code: 'login.user.not.login' }])
    expect(await other.drain()).toMatchObject([userEvent, userEvent])
    socket.ws.close()
    other.ws.close()
  })

  it('stops on the other sessions when the password is changed, and all after a reset', async () => {
    const s = await start()
    const a = await alice(s)
    const elsewhere = await userSocket(s, await s.login('alice@example.com'))
    const changer = await s.login('alice@example.com')
    const here = await userSocket(s, changer)
    const stepUpToken = await s.stepUp({ token: changer, account: 'alice@example.com' })
    const changed = await s.call('changePassword', {
      ticket: changer,
      body: { stepUpToken, password: 'NewSecret1', confirmPassword: 'NewSecret1' },
    })
    expect(changed.status).toBe(200)
    // The other sessions end first and hear nothing of the change; this one gets its notice
    // and the new user state.
    expect(await elsewhere.drain()).toMatchObject([ended])
    expect(await here.drain()).toMatchObject([
      {
        op: 'data',
        channel: 'user',
        data: { type: 'inbox', message: { kind: 'security_change' } },
      },
      userEvent,
    ])
    a.publish()
    expect(await elsewhere.drain()).toEqual([])
    expect(await here.drain()).toMatchObject([userEvent])

    s.clock.advance(60_000) // a new code may be sent a minute after the registration's
    const sent = await s.call('sendVerificationCode', {
      body: { accountType: 'email', account: 'alice@example.com', purpose: 'forget' },
    })
    expect(sent.status).toBe(200)
    const reset = await s.call('resetPassword', {
      body: {
        accountType: 'email',
        account: 'alice@example.com',
        password: 'NewSecret2',
        confirmPassword: 'NewSecret2',
        verifyCode: await s.latestCode('alice@example.com'),
      },
    })
    expect(reset.status).toBe(200)
    expect(await here.drain()).toMatchObject([ended])
    a.publish()
    expect(await here.drain()).toEqual([])
    here.ws.close()
    elsewhere.ws.close()
  })

  it('stops when the session expires: on its timer, or at the next event if the clock jumped', async () => {
    const s = await start({ sessionTtlHours: 1, marketSimulator: false })
    const a = await alice(s)
    const timed = await userSocket(s, await s.login('alice@example.com'))
    s.advance(60 * 60_000 - 1)
    a.publish()
    expect(await timed.drain()).toMatchObject([userEvent])
    s.advance(1)
    expect(await timed.drain()).toMatchObject([expired])
    a.publish()
    expect(await timed.drain()).toEqual([])
    // The clock moves without its timers running (a suspended machine): the next event checks.
    const jumped = await userSocket(s, await s.login('alice@example.com'))
    s.clock.advance(60 * 60_000)
    a.publish()
    expect(await jumped.drain()).toMatchObject([expired])
    expect(await timed.drain()).toEqual([])
    timed.ws.close()
    jumped.ws.close()
  })
})

describe('admin CLI', () => {
  it('freezes and unfreezes an account through the command table', async () => {
    const s = await start()
    await s.register('alice@example.com')
    const token = await s.login('alice@example.com')
    const lines: string[] = []
    const errors: string[] = []
    const ctx = {
      db: s.app.bourse.ctx.db,
      clock: s.clock,
      config: s.config,
      out: (l: string) => lines.push(l),
    }
    // Queued for the running server, which applies it (here: by hand, the scheduler is manual).
    expect(
      await runAdmin(['user:freeze', 'Alice@Example.com'], { ...ctx, waitMs: 0 }, (l) =>
        errors.push(l),
      ),
    ).toBe(0)
    expect(lines.at(-1)).toMatch(/^queued/)
    s.app.bourse.modules.freezes.applyQueued()
    // A frozen account stays signed in and may sign in; money-moving calls refuse it.
    expect((await s.call('getUserInfo', { ticket: token })).body.data.frozen).toBe(true)
    await s.login('alice@example.com')
    expect((await s.call('spotDemoCredit', { ticket: token })).body.code).toBe('account.frozen')
    expect(await runAdmin(['user:unfreeze', 'alice@example.com'], { ...ctx, waitMs: 0 })).toBe(0)
    s.app.bourse.modules.freezes.applyQueued()
    expect((await s.call('getUserInfo', { ticket: token })).body.data.frozen).toBe(false)
    expect(await runAdmin(['user:freeze', 'bob@example.com'], ctx, (l) => errors.push(l))).toBe(2)
    expect(await runAdmin(['user:freeze'], ctx, (l) => errors.push(l))).toBe(1)
    expect(await runAdmin(['config:set', 'custom_line', 'bourse-help'], ctx)).toBe(0)
    expect(
      (await s.call('getSystemConfig', { query: { key: 'custom_line' } })).body.data.value,
    ).toBe('bourse-help')
  })

  it('records every write in the audit trail, not reads; audit:list shows it newest first', async () => {
    const s = await start()
    await s.register('alice@example.com')
    const lines: string[] = []
    const errors: string[] = []
    const run = (argv: string[]) =>
      runAdmin(
        argv,
        { db: s.app.bourse.ctx.db, clock: s.clock, config: s.config, out: (l) => lines.push(l) },
        (l) => errors.push(l),
      )
    expect(await run(['config:set', 'custom_line', 'bourse-help'])).toBe(0)
    s.clock.advance(1000)
    expect(await run(['users:list'])).toBe(0)
    expect(await run(['config:get', 'custom_line'])).toBe(0)
    expect(await run(['user:freeze', 'bob@example.com'])).toBe(2)
    s.clock.advance(1000)
    // A secret in the arguments never reaches the table, even when the command refuses them.
    expect(await run(['content:add', '--password', 'hunter2', '--token=abc'])).toBe(1)
    const rows = s.app.bourse.ctx.db
      .prepare('SELECT os_user, command, args, started_at, result, error FROM admin_audit')
      .all()
    const user = os.userInfo().username
    const t0 = s.clock.now() - 2000
    expect(rows).toEqual([
      {
        os_user: user,
        command: 'config:set',
        args: '["custom_line","bourse-help"]',
        started_at: t0,
        result: 'ok',
        error: null,
      },
      {
        os_user: user,
        command: 'user:freeze',
        args: '["bob@example.com"]',
        started_at: t0 + 1000,
        result: 'error',
        error: 'No account bob@example.com',
      },
      {
        os_user: user,
        command: 'content:add',
        args: '["--password","[redacted]","--token=[redacted]"]',
        started_at: t0 + 2000,
        result: 'error',
        error: expect.stringMatching(/^usage: content:add/) as unknown as string,
      },
    ])
    expect(JSON.stringify(rows)).not.toContain('hunter2')
    lines.length = 0
    expect(await run(['audit:list', '--limit', '2'])).toBe(0)
    expect(lines).toHaveLength(2)
    expect(lines[0]?.split('\t')).toEqual([
      '3',
      new Date(t0 + 2000).toISOString(),
      user,
      'error',
      'content:add --password [redacted] --token=[redacted]',
      expect.stringMatching(/^usage: content:add/),
    ])
    expect(lines[1]).toBe(
      `2\t${new Date(t0 + 1000).toISOString()}\t${user}\terror\tuser:freeze bob@example.com\tNo account bob@example.com`,
    )
    // audit:list itself is a read.
    expect(await run(['audit:list', '--limit', 'x'])).toBe(1)
    expect(s.app.bourse.ctx.db.prepare('SELECT COUNT(*) AS n FROM admin_audit').get()).toEqual({
      n: 3,
    })
  })

  it('redacts secret options, however they are written', () => {
    expect(
      redactArgs(['--password', 'p', '--fund-password=f', '--key', 'k', '--secret', '--token']),
    ).toEqual([
      '--password',
      '[redacted]',
      '--fund-password=[redacted]',
      '--key',
      'k',
      '--secret',
      '[redacted]',
    ])
  })

  it('prints user text without terminal control characters', async () => {
    expect(printable('a\x1b[31mb\u202ec\x85d\te\u0007')).toBe(
      'a\\x1b[31mb\\u202ec\\x85d\\x09e\\x07',
    )
    expect(printable('Zoë 李 🚀')).toBe('Zoë 李 🚀')
    const s = await start()
    await s.register('alice@example.com')
    const { db } = s.app.bourse.ctx
    // Older rows, or a writer other than the API, may hold what the API refuses today.
    db.prepare('UPDATE users SET nick_name = ?').run('Eve\x1b[2J\x1b]0;pwned\x07\tadmin')
    const id = s.app.bourse.modules.auth.findUser('alice@example.com')?.id ?? 0
    db.prepare(
      `INSERT INTO feedback (user_id, client_id, category, content, created_at)
       VALUES (?, 'c1', 'bug', ?, 0)`,
    ).run(id, 'fine \u202etxt.exe\x1b[8m hidden')
    const lines: string[] = []
    const ctx = { db, clock: s.clock, config: s.config, out: (l: string) => lines.push(l) }
    expect(await runAdmin(['users:list'], ctx)).toBe(0)
    expect(await runAdmin(['feedback:list'], ctx)).toBe(0)
    // Tabs separate the fields; nothing inside a field controls the terminal.
    for (const field of lines.flatMap((l) => l.split('\t')))
      expect(field).not.toMatch(/[\p{Cc}\p{Cf}]/u)
    const alice = lines.find((l) => l.includes('alice@example.com')) ?? ''
    expect(alice.split('\t')).toHaveLength(6)
    expect(alice).toContain('Eve\\x1b[2J\\x1b]0;pwned\\x07\\x09admin')
    expect(lines.at(-1)).toContain('fine \\u202etxt.exe\\x1b[8m hidden')
  })

  it('runs as a command against DATA_DIR', async () => {
    const dataDir = tempDir()
    const s = await startServer({ dataDir })
    await s.register('alice@example.com')
    await s.close()
    const cli = path.resolve(import.meta.dirname, '../src/cli/admin.ts')
    const run = promisify(execFile)
    const env = { ...process.env, DATA_DIR: dataDir }
    const tsx = path.resolve(import.meta.dirname, '../../../node_modules/.bin/tsx')
    // As `npm run admin` runs it: shared rules resolve to their sources.
    await run(tsx, ['--conditions=source', cli, 'config:set', 'custom_line', 'bourse-help'], {
      env,
    })
    const { stdout } = await run(tsx, ['--conditions=source', cli, 'users:list'], { env })
    expect(stdout).toMatch(/alice@example.com\tal\*\*\*@example.com\tactive/)
    const config = await run(tsx, ['--conditions=source', cli, 'config:get', 'custom_line'], {
      env,
    })
    expect(config.stdout.trim()).toBe('bourse-help')
  })
})
