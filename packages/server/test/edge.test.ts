import { createHash } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { ConfigError, loadConfig } from '../src/config'
import { clientKey } from '../src/web/edge'
import { checkComponent, signedInUser, tempDir, testServers } from './helpers'
import type { TestServer } from './helpers'

const { start } = testServers(Date.UTC(2026, 0, 5))

/** A stand-in for the built site: an index page and one fingerprinted asset. */
function fakeSite(): string {
  const dist = path.join(tempDir(), 'dist')
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true })
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Bourse</title>')
  fs.writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), 'export {}')
  return dist
}

/** Parses `a b; c d e` into `{ a: ['b'], c: ['d', 'e'] }`. */
function directives(policy: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...values]) => [name, values]),
  )
}

/** The body of an answer, checked to be the contract's error envelope. */
async function envelope(response: Response) {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  const body = (await response.json()) as { code: string; msg: string; data: unknown }
  expect(checkComponent('ErrorEnvelope', body)).toEqual([])
  return body
}

/** GET over a raw socket, so the URL goes out exactly as written, however long. */
function rawGet(
  s: TestServer,
  urlPath: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(s.base)
    const req = http.get({ host: url.hostname, port: url.port, path: urlPath, headers }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on('error', reject)
  })
}

describe('security headers', () => {
  it("allows the built page's inline scripts by their hash, and follows a rebuild", async () => {
    const dist = fakeSite()
    const index = path.join(dist, 'index.html')
    const page = (script: string) =>
      `<!doctype html><head><script>${script}</script><script type="module" src="/a.js"></script></head>`
    const hash = (script: string) =>
      `'sha256-${createHash('sha256').update(script).digest('base64')}'`
    fs.writeFileSync(index, page('document.documentElement.dataset.theme = "light"'))
    const s = await start({ appDist: dist })
    const policy = async () => {
      const response = await s.fetch('/')
      await response.text()
      return directives(response.headers.get('content-security-policy'))['script-src']
    }
    expect(await policy()).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      hash('document.documentElement.dataset.theme = "light"'),
    ])
    // A rebuild with another script: the old hash goes.
    fs.writeFileSync(index, page('void 0'))
    fs.utimesSync(index, new Date(), new Date(Date.now() + 5000))
    // The file is looked at once a second at most.
    await new Promise((resolve) => setTimeout(resolve, 1100))
    expect(await policy()).toEqual(["'self'", "'wasm-unsafe-eval'", hash('void 0')])
  })

  it('sends the site its policy: same-origin code, no framing, no plugins', async () => {
    const s = await start({ appDist: fakeSite() })
    for (const url of ['/', '/quotation', '/desktop/assets/main-abc123.js']) {
      const response = await s.fetch(url)
      expect(response.status, url).toBe(200)
      const csp = directives(response.headers.get('content-security-policy'))
      expect(csp['script-src'], url).toEqual(["'self'", "'wasm-unsafe-eval'"])
      expect(csp['script-src'], url).not.toContain("'unsafe-eval'")
      expect(csp['script-src'], url).not.toContain("'unsafe-inline'")
      expect(csp['worker-src']).toEqual(["'self'"])
      expect(csp['manifest-src']).toEqual(["'self'"])
      expect(csp['connect-src']).toEqual(["'self'"])
      expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:'])
      expect(csp['frame-ancestors']).toEqual(["'none'"])
      expect(csp['object-src']).toEqual(["'none'"])
      expect(csp['base-uri']).toEqual(["'self'"])
      expect(csp['form-action']).toEqual(["'self'"])
      expect(csp['upgrade-insecure-requests']).toBeUndefined()
      expect(response.headers.get('x-frame-options')).toBe('DENY')
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('referrer-policy')).toBe('same-origin')
      expect(response.headers.get('strict-transport-security')).toBeNull()
    }
  })

  it('sends the same headers with API answers, which are never cached', async () => {
    const s = await start()
    const response = await s.fetch('/api/app/systemConfig/getByKey?key=custom_line')
    expect(response.status).toBe(200)
    expect(directives(response.headers.get('content-security-policy'))['frame-ancestors']).toEqual([
      "'none'",
    ])
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('strict-transport-security')).toBeNull()
    const missing = await s.fetch('/api/app/nothing')
    expect(missing.headers.get('x-frame-options')).toBe('DENY')
    expect(missing.headers.get('cache-control')).toBe('no-store')
  })

  it('promises HTTPS (HSTS, upgraded requests) only when HSTS_MAX_AGE is set', async () => {
    const s = await start({ hstsMaxAge: 31_536_000, appDist: fakeSite() })
    for (const url of ['/', '/api/app/systemConfig/getByKey?key=custom_line']) {
      const response = await s.fetch(url)
      expect(response.headers.get('strict-transport-security'), url).toBe('max-age=31536000')
      expect(
        directives(response.headers.get('content-security-policy'))['upgrade-insecure-requests'],
      ).toEqual([])
    }
  })

  it('keeps the API reference page on its own script-less policy', async () => {
    const s = await start()
    const response = await s.fetch('/api/docs')
    expect(response.status).toBe(200)
    const csp = directives(response.headers.get('content-security-policy'))
    expect(csp['default-src']).toEqual(["'none'"])
    expect(csp['style-src']).toEqual(["'unsafe-inline'"])
    expect(csp['script-src']).toBeUndefined()
    expect(csp['frame-ancestors']).toEqual(["'none'"])
    expect(response.headers.get('x-frame-options')).toBe('DENY')
  })
})

describe('rate limit backstop', () => {
  const systemConfig = '/api/app/systemConfig/getByKey?key=custom_line'

  it('answers 429 rate.limited with retry-after once an address spends its minute', async () => {
    const s = await start({ rateLimitPerMinute: 3 })
    for (let i = 0; i < 3; i++) expect((await s.fetch(systemConfig)).status).toBe(200)
    const limited = await s.fetch(systemConfig)
    expect(limited.status).toBe(429)
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60)
    const body = await envelope(limited)
    expect(body).toMatchObject({ code: 'rate.limited', data: { retryAfter } })
    // Every path counts: unknown API paths and the site's pages too.
    const page = await s.fetch('/quotation')
    expect(page.status).toBe(429)
    expect((await envelope(page)).code).toBe('rate.limited')
  })

  it('counts a signed-in user apart from their address, and a bad ticket as the address', async () => {
    const s = await start({ rateLimitPerMinute: 4 })
    const u = await signedInUser(s, 'limited') // one request from the address
    for (let i = 0; i < 3; i++) expect((await s.fetch(systemConfig)).status).toBe(200)
    expect((await s.fetch(systemConfig)).status).toBe(429)
    expect((await s.fetch(systemConfig, { headers: { ticket: 'not-a-ticket' } })).status).toBe(429)
    const asUser = { headers: { ticket: u.token } }
    for (let i = 0; i < 4; i++) expect((await s.fetch(systemConfig, asUser)).status).toBe(200)
    const limited = await s.fetch(systemConfig, asUser)
    expect(limited.status).toBe(429)
    expect((await envelope(limited)).code).toBe('rate.limited')
  })

  it('ignores X-Forwarded-For unless TRUST_PROXY says a proxy is in front', async () => {
    const direct = await start({ rateLimitPerMinute: 2 })
    const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } })
    expect((await direct.fetch(systemConfig, from('203.0.113.1'))).status).toBe(200)
    expect((await direct.fetch(systemConfig, from('203.0.113.2'))).status).toBe(200)
    expect((await direct.fetch(systemConfig, from('203.0.113.3'))).status).toBe(429)

    for (const trustProxy of [true, 1, '127.0.0.1']) {
      const proxied = await start({ rateLimitPerMinute: 2, trustProxy })
      for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3'])
        expect((await proxied.fetch(systemConfig, from(ip))).status, `${trustProxy}`).toBe(200)
      expect((await proxied.fetch(systemConfig, from('203.0.113.1'))).status).toBe(200)
      expect((await proxied.fetch(systemConfig, from('203.0.113.1'))).status).toBe(429)
    }
  })

  it.each([
    ['192.0.2.7', '192.0.2.7'],
    ['::ffff:192.0.2.7', '192.0.2.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:0db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('counts %s as %s', (ip, key) => {
    expect(clientKey(ip)).toBe(key)
  })
})

describe('every answer is an envelope', () => {
  it('answers 431 request.too.large for a 20 KB query string', async () => {
    const s = await start()
    const answer = await rawGet(
      s,
      `/api/app/content/list?kind=notice&lang=en&pageIndex=1&pageSize=10&q=${'a'.repeat(20 * 1024)}`,
    )
    expect(answer.status).toBe(431)
    expect(answer.headers['content-type']).toMatch(/^application\/json/)
    const body = JSON.parse(answer.body) as unknown
    expect(checkComponent('ErrorEnvelope', body)).toEqual([])
    expect(body).toMatchObject({ code: 'request.too.large', data: null })
  })

  it('answers 431 for headers over the limit too', async () => {
    const s = await start()
    const answer = await rawGet(s, '/api/app/systemConfig/getByKey?key=custom_line', {
      'x-padding': 'a'.repeat(20 * 1024),
    })
    expect(answer.status).toBe(431)
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'request.too.large' })
  })

  it.each([
    ['bad percent-encoding', '/api/app/kyc/photo/%E0%A4%A'],
    ['a path parameter over 200 characters', `/api/app/kyc/photo/${'a'.repeat(300)}`],
  ])('answers 400 request.invalid for %s in the URL', async (_name, url) => {
    const s = await start()
    const answer = await rawGet(s, url)
    expect(answer.status).toBe(400)
    const body = JSON.parse(answer.body) as unknown
    expect(checkComponent('ErrorEnvelope', body)).toEqual([])
    expect(body).toMatchObject({ code: 'request.invalid', data: null })
  })

  it('answers 400 request.invalid for malformed JSON', async () => {
    const s = await start()
    const answer = await s.call('login', { rawBody: '{"username": "a@b.co", "password":' })
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ code: 'request.invalid', msg: 'body is not valid JSON' })
  })

  it.each(['1e308', 'Infinity', '-Infinity', 'NaN', '100001', '1.5', '0'])(
    'answers 400, not 500, for pageIndex %s in a query and a body',
    async (pageIndex) => {
      const s = await start()
      const query = await s.call('contentList', {
        query: { kind: 'notice', lang: 'en', pageIndex, pageSize: '10' },
      })
      expect([query.status, query.body.code]).toEqual([400, 'request.invalid'])
      expect(query.body.data.fields[0].field).toBe('query.pageIndex')
      // JSON has no Infinity nor NaN: those make the body itself malformed.
      const body = await s.call('productIndexList', {
        rawBody: `{"pageIndex":${pageIndex},"pageSize":10}`,
      })
      expect([body.status, body.body.code]).toEqual([400, 'request.invalid'])
    },
  )

  it('answers 400 for a pageSize above 200', async () => {
    const s = await start()
    const answer = await s.call('productIndexList', { body: { pageIndex: 1, pageSize: 201 } })
    expect([answer.status, answer.body.data.fields[0].field]).toEqual([400, 'body.pageSize'])
  })
})

describe('CORS (CORS_ORIGINS)', () => {
  const allowed = 'https://a.example'
  const systemConfig = '/api/app/systemConfig/getByKey?key=custom_line'
  const preflight = (origin: string, method = 'POST') => ({
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'content-type,ticket',
    },
  })
  const corsHeaders = (response: Response) => {
    const names: string[] = []
    response.headers.forEach((_value, name) => {
      if (name.startsWith('access-control-')) names.push(name)
    })
    return names
  }

  it('answers a preflight from an allowed origin with the client’s methods and headers', async () => {
    const s = await start({ corsOrigins: [allowed, 'https://b.example:8443'] })
    for (const origin of [allowed, 'https://b.example:8443']) {
      const response = await s.fetch('/api/app/spot/order/place', preflight(origin))
      expect(response.status).toBe(204)
      expect(response.headers.get('access-control-allow-origin')).toBe(origin)
      expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT')
      expect(response.headers.get('access-control-allow-headers')).toBe('content-type, ticket')
      expect(response.headers.get('access-control-max-age')).toBe('600')
      expect(response.headers.get('access-control-allow-credentials')).toBeNull()
      expect(response.headers.get('vary')).toMatch(/\bOrigin\b/)
    }
    // The photo upload is a PUT.
    const put = await s.fetch('/api/app/kyc/photo', preflight(allowed, 'PUT'))
    expect(put.status).toBe(204)
  })

  it('gives a refused origin no CORS header at all, preflight or not', async () => {
    const s = await start({ corsOrigins: [allowed] })
    for (const origin of ['https://evil.example', 'https://a.example.evil.example', 'null']) {
      const pre = await s.fetch('/api/app/spot/order/place', preflight(origin))
      expect(pre.status, origin).toBe(404)
      expect(corsHeaders(pre), origin).toEqual([])
      expect(pre.headers.get('vary')).toMatch(/\bOrigin\b/)
      const get = await s.fetch(systemConfig, { headers: { origin } })
      expect(get.status).toBe(200)
      expect(corsHeaders(get), origin).toEqual([])
      expect(get.headers.get('vary')).toMatch(/\bOrigin\b/)
    }
  })

  it('lets an allowed page read answers, errors and 429s too, without credentials', async () => {
    const s = await start({ corsOrigins: [allowed], rateLimitPerMinute: 2 })
    const ok = await s.fetch(systemConfig, { headers: { origin: allowed } })
    expect(ok.status).toBe(200)
    expect(ok.headers.get('access-control-allow-origin')).toBe(allowed)
    expect(ok.headers.get('access-control-allow-credentials')).toBeNull()
    expect(ok.headers.get('vary')).toMatch(/\bOrigin\b/)
    // CORP binds only no-cors loads; a CORS read is not blocked by it (ADR 0020).
    expect(ok.headers.get('cross-origin-resource-policy')).toBe('same-origin')
    const notSignedIn = await s.fetch('/api/app/account/getUserInfo', {
      headers: { origin: allowed },
    })
    expect(notSignedIn.status).toBe(401)
    expect(notSignedIn.headers.get('access-control-allow-origin')).toBe(allowed)
    const limited = await s.fetch(systemConfig, { headers: { origin: allowed } })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('access-control-allow-origin')).toBe(allowed)
  })

  it('sends no CORS header and answers no preflight by default', async () => {
    const s = await start()
    expect(s.config.corsOrigins).toEqual([])
    const pre = await s.fetch('/api/app/spot/order/place', preflight(allowed))
    expect(pre.status).toBe(404)
    expect(corsHeaders(pre)).toEqual([])
    const get = await s.fetch(systemConfig, { headers: { origin: allowed } })
    expect(get.status).toBe(200)
    expect(corsHeaders(get)).toEqual([])
  })

  it('refuses a WebSocket from a foreign page once CORS_ORIGINS is set', async () => {
    const open = (s: TestServer, headers: Record<string, string>) =>
      new Promise<number>((resolve) => {
        const ws = new WebSocket(`${s.base.replace('http', 'ws')}/api/ws`, { headers })
        ws.on('open', () => {
          ws.terminate()
          resolve(101)
        })
        ws.on('unexpected-response', (_req, res) => {
          resolve(res.statusCode ?? 0)
          res.resume()
        })
        ws.on('error', () => resolve(0))
      })
    const s = await start({ corsOrigins: [allowed] })
    const host = new URL(s.base).host
    expect(await open(s, {})).toBe(101) // node: no Origin
    expect(await open(s, { origin: allowed })).toBe(101)
    expect(await open(s, { origin: `http://${host}` })).toBe(101) // the server's own site
    expect(await open(s, { origin: 'https://evil.example' })).toBe(403)
    // Without a list the socket stays open to every page, as before.
    const everyone = await start()
    expect(await open(everyone, { origin: 'https://evil.example' })).toBe(101)
  })

  it.each([
    ['https://a.example'],
    ['https://a.example,http://localhost:5173'],
    [' https://a.example , https://b.example:8443 ,'],
    [''],
  ])('accepts CORS_ORIGINS=%j', (value) => {
    const config = loadConfig({ DEMO_MODE: 'true', CORS_ORIGINS: value })
    expect(config.corsOrigins.every((o) => /^https?:\/\/[^/]+$/.test(o))).toBe(true)
  })

  it.each([
    ['https://a.example/path'],
    ['https://a.example/'],
    ['*'],
    ['https://*.example'],
    ['a.example'],
    ['ftp://a.example'],
    ['https://A.example'],
    ['https://a.example:443'],
    ['https://user@a.example'],
    ['https://a.example,null'],
  ])('refuses CORS_ORIGINS=%j, naming the variable', (value) => {
    let problems: string[] = []
    try {
      loadConfig({ DEMO_MODE: 'true', CORS_ORIGINS: value })
    } catch (error) {
      if (error instanceof ConfigError) problems = error.problems
      else throw error
    }
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^CORS_ORIGINS must be a comma-separated list of origins/)
  })
})
