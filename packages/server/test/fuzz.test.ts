import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fastifyPath, isBinaryOperation } from '../src/contract/router'
import type { ContractOperation, JsonSchema } from '../src/contract/load'
import { checkComponent, contract, signedInUser, startServer } from './helpers'
import type { TestServer, TestUser } from './helpers'

/*
 * Hostile input against every operation of the contract, signed out and signed in: the server
 * must answer each with the `{ code, msg, data }` envelope and never with a 5xx. Generated values
 * come from fast-check with a fixed seed, so a run is repeatable.
 */

const SEED = 20260105
/** Generated requests per operation and ticket, on top of the fixed cases. */
const RUNS = 3

const HUGE = 'x'.repeat(100_000)
const LONG = 'y'.repeat(30_000)
const NUMBERS_AS_TEXT = ['1e308', '-1e308', '-1', '0', 'Infinity', '-Infinity', 'NaN', '1.5']
const DEEP_ARRAY = `${'['.repeat(20_000)}${']'.repeat(20_000)}`
const DEEP_OBJECT = `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`

let s: TestServer
let user: TestUser
beforeAll(async () => {
  s = await startServer({ marketSimulator: false, withdrawalAutoApproveSeconds: 0 })
  user = await signedInUser(s, 'fuzz')
})
afterAll(async () => {
  await s.close()
})

/** A valid ticket: a fuzzed request may have ended the session (logout, a moved clock). */
async function ticket(): Promise<string> {
  if (!s.app.bourse.modules.auth.authenticate(user.token, false))
    user = await signedInUser(s, 'fuzz')
  return user.token
}

/** The property names a (possibly `$ref`ed or `allOf`) body schema declares. */
function propertiesOf(schema: JsonSchema | undefined, seen = new Set<string>()): string[] {
  if (!schema) return []
  const ref = schema.$ref
  if (typeof ref === 'string') {
    const name = ref.split('/').pop() ?? ''
    if (seen.has(name)) return []
    seen.add(name)
    return propertiesOf(contract.schemas[name], seen)
  }
  const own = Object.keys((schema.properties as JsonSchema | undefined) ?? {})
  const parts = [schema.allOf, schema.oneOf, schema.anyOf].flatMap((list) =>
    Array.isArray(list) ? (list as JsonSchema[]).flatMap((s) => propertiesOf(s, seen)) : [],
  )
  return [...new Set([...own, ...parts])]
}

/** Whether an operation's success may be something other than JSON (a photo). */
const answersBytes = (op: ContractOperation) => op.responses['200']?.schema === undefined

interface Probe {
  /** Shown when the check fails. */
  name: string
  query?: Record<string, string>
  /** Values of the path's parameters. */
  params?: Record<string, string>
  body?: string | Uint8Array<ArrayBuffer>
  contentType?: string
}

/** Sends `probe` to `op` and checks that the answer is an envelope and not a 5xx. */
async function send(op: ContractOperation, probe: Probe, withTicket: boolean): Promise<number> {
  let path = op.path
  for (const p of op.parameters.filter((p) => p.in === 'path'))
    path = path.replace(`{${p.name}}`, encodeURIComponent(probe.params?.[p.name] ?? 'x'))
  const url = new URL(s.config.apiPrefix + path, s.base)
  for (const [k, v] of Object.entries(probe.query ?? {})) url.searchParams.set(k, v)
  const headers: Record<string, string> = {}
  if (withTicket) headers.ticket = await ticket()
  if (probe.contentType) headers['content-type'] = probe.contentType
  const hasBody = op.method !== 'GET' && probe.body !== undefined
  const response = await fetch(url, {
    method: op.method,
    headers,
    body: hasBody ? probe.body : undefined,
  })
  const label = `${op.operationId} ${withTicket ? 'signed in' : 'signed out'}: ${probe.name}`
  expect(response.status, label).toBeLessThan(500)
  const type = response.headers.get('content-type') ?? ''
  if (response.status === 200 && answersBytes(op) && !type.startsWith('application/json')) {
    await response.arrayBuffer()
    return response.status
  }
  expect(type, label).toMatch(/^application\/json/)
  const json = (await response.json()) as { code: unknown; msg: unknown; data: unknown }
  expect(typeof json.code, label).toBe('string')
  expect(typeof json.msg, label).toBe('string')
  expect(json, label).toHaveProperty('data')
  if (response.status !== 200)
    expect(checkComponent('ErrorEnvelope', json), `${label} ${JSON.stringify(json)}`).toEqual([])
  return response.status
}

/** The fixed hostile cases for one operation. */
function fixedProbes(op: ContractOperation): Probe[] {
  const query = op.parameters.filter((p) => p.in === 'query').map((p) => p.name)
  const params = op.parameters.filter((p) => p.in === 'path').map((p) => p.name)
  const probes: Probe[] = [
    { name: 'nothing' },
    { name: 'a query string over 16 KB', query: { pad: 'q'.repeat(20 * 1024) } },
  ]
  for (const value of [...NUMBERS_AS_TEXT, '', '\u0000', '%', LONG.slice(0, 2_000)]) {
    probes.push({
      name: `every query parameter ${JSON.stringify(value.slice(0, 20))}`,
      query: Object.fromEntries(query.map((name) => [name, value])),
      params: Object.fromEntries(params.map((name) => [name, value || '0'])),
    })
  }
  for (const name of params)
    probes.push({ name: `a long ${name}`, params: { [name]: LONG.slice(0, 5_000) } })

  if (!op.requestBody) return probes
  if (isBinaryOperation(op)) {
    // Bytes that are no picture, none at all, and types the upload does not take: judged by the
    // handler or refused before it, always with an envelope.
    const junk = new Uint8Array([0xff, 0xd8, 0xff, 0x00, 1, 2, 3])
    return [
      ...probes,
      { name: 'junk bytes', body: junk, contentType: 'application/octet-stream' },
      { name: 'junk declared as png', body: junk, contentType: 'image/png' },
      { name: 'an empty upload', body: new Uint8Array(), contentType: 'application/octet-stream' },
      { name: 'JSON instead of bytes', body: '{"a":1}', contentType: 'application/json' },
    ]
  }
  const json = 'application/json'
  probes.push(
    { name: 'malformed JSON', body: '{"a":', contentType: json },
    { name: 'an empty body', body: '', contentType: json },
    { name: 'a JSON array nested 20000 deep', body: DEEP_ARRAY, contentType: json },
    { name: 'a JSON object nested 5000 deep', body: DEEP_OBJECT, contentType: json },
    { name: 'a JSON string of 100k characters', body: JSON.stringify(HUGE), contentType: json },
    { name: 'a prototype-poisoning body', body: '{"__proto__":{"x":1}}', contentType: json },
    { name: 'text/plain', body: '{}', contentType: 'text/plain' },
    { name: 'a form', body: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
    { name: 'multipart', body: '--x\r\n\r\n--x--', contentType: 'multipart/form-data; boundary=x' },
    { name: 'xml', body: '<a/>', contentType: 'application/xml' },
    { name: 'no content type', body: '{}' },
  )
  const bad: [string, unknown][] = [
    ['null', null],
    ['true', true],
    ['1e308', 1e308],
    ['-1e308', -1e308],
    ['-1', -1],
    ['a 30k string', LONG],
    ['the text Infinity', 'Infinity'],
    ['the text NaN', 'NaN'],
    ['the text 1e308', '1e308'],
    ['an array', [1, 'a', null]],
    ['an object', { a: { b: [] } }],
  ]
  const properties = propertiesOf(op.requestBody.schema)
  // One property at a time gets the values most likely to slip through a schema.
  const alone = new Set(['null', '1e308', '-1', 'a 30k string', 'the text Infinity', 'an object'])
  for (const [what, value] of bad) {
    probes.push({
      name: `every body property ${what}`,
      body: JSON.stringify(Object.fromEntries(properties.map((p) => [p, value]))),
      contentType: json,
    })
    if (alone.has(what))
      for (const property of properties)
        probes.push({
          name: `body.${property} ${what}`,
          body: JSON.stringify({ [property]: value }),
          contentType: json,
        })
  }
  return probes
}

/** Generated requests: arbitrary JSON bodies and text query values, shaped like the operation's. */
function generated(op: ContractOperation): fc.Arbitrary<Probe> {
  const query = op.parameters.filter((p) => p.in === 'query').map((p) => p.name)
  const properties = propertiesOf(op.requestBody?.schema)
  const text = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.constantFrom(...NUMBERS_AS_TEXT),
    fc.double().map(String),
    fc.bigInt().map(String),
  )
  const value = fc.oneof(
    { maxDepth: 3 },
    fc.jsonValue({ maxDepth: 3 }),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -0),
    text,
  )
  const body =
    properties.length > 0
      ? fc.dictionary(fc.constantFrom(...properties), value, { maxKeys: properties.length })
      : fc.jsonValue({ maxDepth: 3 })
  return fc
    .record({
      query: fc.dictionary(fc.constantFrom('pad', ...query), text, { maxKeys: query.length + 1 }),
      body,
    })
    .map(({ query, body }) => ({
      name: `generated ${JSON.stringify({ query, body }).slice(0, 300)}`,
      query,
      body: op.requestBody && !isBinaryOperation(op) ? JSON.stringify(body) : undefined,
      contentType: op.requestBody && !isBinaryOperation(op) ? 'application/json' : undefined,
    }))
}

// Operations that end the session or move the clock go last, so the others run signed in.
const LAST = new Set(['logout', 'devClockAdvance'])
const operations = [
  ...contract.operations.filter((op) => !LAST.has(op.operationId)),
  ...contract.operations.filter((op) => LAST.has(op.operationId)),
]

describe('fuzzing every operation', () => {
  it('covers every operation of the contract', () => {
    expect(operations.map((op) => fastifyPath(op.path)).length).toBe(contract.operations.length)
    expect(operations.length).toBeGreaterThan(90)
  })

  it.each(operations.map((op) => [op.operationId, op] as const))(
    '%s answers hostile input with an envelope, never a 5xx',
    async (_id, op) => {
      for (const withTicket of [false, true]) {
        for (const probe of fixedProbes(op)) await send(op, probe, withTicket)
        await fc.assert(
          fc.asyncProperty(generated(op), async (probe) => {
            await send(op, probe, withTicket)
          }),
          { seed: SEED, numRuns: RUNS, endOnFailure: true },
        )
      }
    },
  )
})
