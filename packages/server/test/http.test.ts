import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkComponent, contract, startServer } from './helpers'
import type { TestServer } from './helpers'

let s: TestServer
beforeAll(async () => {
  s = await startServer()
})
afterAll(async () => {
  await s.close()
})

const loginBody = { username: 'demo@bourse.local', password: 'Demo1234' }

describe('bad input', () => {
  it.each([
    ['malformed JSON', { rawBody: '{"username":' }, 'body'],
    ['an empty JSON body', { rawBody: '' }, 'body'],
    ['no body at all', { contentType: null }, 'body'],
    ['a JSON array', { body: [1, 2] }, 'body'],
    ['a wrong type', { body: { ...loginBody, password: 1234 } }, 'body.password'],
    ['a missing field', { body: { username: 'demo@bourse.local' } }, 'body.password'],
    ['an extra field', { body: { ...loginBody, admin: true } }, 'body.admin'],
    ['a too long field', { body: { ...loginBody, username: 'a'.repeat(200) } }, 'body.username'],
    [
      'a prototype-poisoning body',
      { rawBody: '{"username":"a@b.co","password":"x","__proto__":{"a":1}}' },
      'body',
    ],
  ])('answers request.invalid with the field for %s', async (_name, options, field) => {
    const answer = await s.call('login', options)
    expect(answer.status).toBe(400)
    expect(answer.body.code).toBe('request.invalid')
    expect(answer.body.data.fields.map((f: { field: string }) => f.field)).toContain(field)
  })

  it('reports every failing field at once', async () => {
    const answer = await s.call('register', {
      body: { accountType: 'fax', account: 1, agreement: 'yes' },
    })
    expect(answer.status).toBe(400)
    const fields = answer.body.data.fields.map((f: { field: string }) => f.field)
    expect(fields).toEqual(
      expect.arrayContaining([
        'body.accountType',
        'body.account',
        'body.agreement',
        'body.password',
        'body.verifyCode',
      ]),
    )
  })

  it('answers 413 request.too.large for an oversized body', async () => {
    const answer = await s.call('login', {
      body: { ...loginBody, username: 'a'.repeat(70 * 1024) },
    })
    expect([answer.status, answer.body.code]).toEqual([413, 'request.too.large'])
  })

  it.each([
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/xml',
  ])('answers 415 request.unsupported.media for %s', async (contentType) => {
    const answer = await s.call('login', { rawBody: 'username=a&password=b', contentType })
    expect([answer.status, answer.body.code]).toEqual([415, 'request.unsupported.media'])
  })

  it('validates and coerces the query string', async () => {
    const missing = await s.call('getSystemConfig')
    expect([missing.status, missing.body.data.fields[0].field]).toEqual([400, 'query.key'])
    const unknown = await s.call('getSystemConfig', { query: { key: 'admin_password' } })
    expect([unknown.status, unknown.body.code]).toEqual([400, 'request.invalid'])
  })

  it.each([
    ['GET', '/api/app/nothing/here'],
    ['POST', '/api/app/account/getUserInfo'],
    ['DELETE', '/api/oauth/token'],
    ['GET', '/api'],
    ['POST', '/somewhere'],
  ])('answers 404 not.found for %s %s', async (method, path) => {
    const response = await s.fetch(path, { method })
    expect(response.status).toBe(404)
    const body = await response.json()
    expect(body.code).toBe('not.found')
    expect(checkComponent('ErrorEnvelope', body)).toEqual([])
  })

  it('never answers 500 to garbage in any operation', async () => {
    const garbage = [
      'null',
      '"text"',
      '0',
      '{"pageIndex":"1"}',
      '{"pageIndex":1e400,"pageSize":-1}',
      '[]',
      '{{',
    ]
    for (const op of s.app.bourse.contract.operations) {
      for (const rawBody of garbage) {
        const body = op.method === 'GET' ? {} : { rawBody }
        const answer = await s.call(op.operationId, {
          ...body,
          ticket: 'garbage',
          query: { key: '\u0000', to: 'x' },
        })
        expect(answer.status).toBeLessThan(500)
      }
    }
  })
})

describe('catalogue and config', () => {
  it.each([
    ['online_service', 'mailto:support@bourse.local'],
    ['custom_line', 'bourse-support'],
    ['custom_whatsapp', '+15550100123'],
    ['demo_mode', 'true'],
  ])('serves %s', async (key, value) => {
    const answer = await s.call('getSystemConfig', { query: { key } })
    expect(answer.body.data).toEqual({ key, value })
  })

  it('answers config.key.unknown when a public key has no value', async () => {
    s.app.bourse.ctx.db
      .prepare("DELETE FROM system_config WHERE config_key = 'custom_whatsapp'")
      .run()
    const answer = await s.call('getSystemConfig', { query: { key: 'custom_whatsapp' } })
    expect([answer.status, answer.body.code]).toEqual([404, 'config.key.unknown'])
  })

  it('pages the 14 coins with live decimal-string prices and percent changes', async () => {
    const all = await s.call('coinList', { body: { pageIndex: 1, pageSize: 100 } })
    expect(all.body.data.map((c: { codeName: string }) => c.codeName)).toEqual([
      'BTC',
      'ETH',
      'BNB',
      'SOL',
      'XRP',
      'ADA',
      'DOGE',
      'TRX',
      'DOT',
      'LTC',
      'LINK',
      'AVAX',
      'FIL',
      'ATOM',
    ])
    for (const coin of all.body.data) {
      expect(coin.price).toMatch(/^\d+\.\d+$/)
      expect(coin.changeRate).toMatch(/^-?\d+\.\d{2}$/)
    }
    expect(all.body.data.map((c: { isOpen: number }) => c.isOpen).slice(-3)).toEqual([0, 1, 2])
    const second = await s.call('coinList', { body: { pageIndex: 2, pageSize: 5 } })
    expect(second.body.data.map((c: { codeName: string }) => c.codeName)).toEqual([
      'ADA',
      'DOGE',
      'TRX',
      'DOT',
      'LTC',
    ])
    const beyond = await s.call('coinList', { body: { pageIndex: 9, pageSize: 5 } })
    expect(beyond.body.data).toEqual([])
    const tooBig = await s.call('coinList', { body: { pageIndex: 1, pageSize: 201 } })
    expect(tooBig.status).toBe(400)
  })

  it('lists the products of each part of the exchange', async () => {
    const answer = await s.call('productIndexList', { body: { pageIndex: 1, pageSize: 100 } })
    expect(answer.body.data.map((p: { kind: string }) => p.kind)).toEqual([
      'spot',
      'contract',
      'second',
      'mining',
      'financial',
    ])
  })

  it('requires a session for setHasRecharge', async () => {
    const answer = await s.call('setHasRecharge')
    expect([answer.status, answer.body.code]).toEqual([401, 'login.user.not.login'])
  })

  it('lists the outbox newest first in demo mode', async () => {
    for (const account of ['+14155550101', '+14155550102']) {
      await s.call('sendVerificationCode', {
        body: { accountType: 'phone', account, purpose: 'register' },
      })
    }
    const all = await s.call('devOutbox', { ticket: await s.devTicket() })
    expect(all.body.data[0].to).toBe('+14155550102')
    expect(all.body.data[0].channel).toBe('sms')
    expect(all.body.data[0].body).toContain(all.body.data[0].code)
    const one = await s.call('devOutbox', {
      query: { to: '+1 415 555 0101' },
      ticket: await s.devTicket(),
    })
    expect(one.body.data.map((m: { to: string }) => m.to)).toEqual(['+14155550101'])
  })
})

describe('production mode', () => {
  it('hides the outbox and seeds no demo account', async () => {
    const prod = await startServer({ demoMode: false })
    try {
      const outbox = await prod.call('devOutbox')
      expect([outbox.status, outbox.body.code]).toEqual([404, 'not.found'])
      const login = await prod.call('login', { body: loginBody })
      expect(login.body.code).toBe('login.failed')
    } finally {
      await prod.close()
    }
  })
})

describe('compression', () => {
  const get = (path: string, encoding: string, ticket?: string) =>
    fetch(new URL(`/api${path}`, s.base), {
      headers: { 'accept-encoding': encoding, ...(ticket ? { ticket } : {}) },
    })

  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['br, gzip', 'br'],
    ['identity', null],
  ])('sends a public read in %s as %s', async (accepted, sent) => {
    const plain = await (await get('/app/market/list', 'identity')).text()
    expect(plain.length).toBeGreaterThan(1024)
    const answer = await get('/app/market/list', accepted)
    expect(answer.headers.get('content-encoding')).toBe(sent)
    expect(await answer.text()).toBe(plain)
  })

  it("never compresses a signed-in user's answer", async () => {
    // Sessions enough for their list to pass the size a public read is compressed from.
    let ticket = ''
    for (let i = 0; i < 10; i++) ticket = await s.login('demo@bourse.local', 'Demo1234')
    const reads = contract.operations.filter(
      (op) =>
        op.method === 'GET' &&
        op.security === 'ticket' &&
        !op.parameters.some((p) => p.required) &&
        !op.tags.includes('dev'),
    )
    let largest = 0
    for (const op of reads) {
      const answer = await get(op.path, 'br, gzip', ticket)
      expect(answer.headers.get('content-encoding'), op.operationId).toBeNull()
      largest = Math.max(largest, (await answer.text()).length)
    }
    // Large enough to be compressed if the rule let it.
    expect(largest).toBeGreaterThan(1024)
  })
})
