import { KYC_PHOTO_MAX_BYTES } from '@bourse/rules/kyc'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  bmp,
  COMMENT,
  contains,
  EXIF,
  GIF,
  JFIF,
  jpeg,
  png,
  pngChunk,
} from '../src/modules/kyc/kyc.fixtures'
import { admin as runAdminOn, operator, putPhoto, signedInUser, testServers } from './helpers'
import type { TestServer, TestUser } from './helpers'

const START = Date.UTC(2026, 10, 23, 10, 0, 0)
const HOUR = 60 * 60_000
const DAY = 24 * HOUR

const { start, later } = testServers(START)

const newUser = (s: TestServer) => signedInUser(s, 'fb')

type Screenshot = { id: string; type: string; size: number }

/** PUTs the bytes as a screenshot and checks the answer's shape. */
const upload = (s: TestServer, u: TestUser, bytes: Buffer, contentType?: string) =>
  putPhoto<Screenshot>(s, u, '/app/feedback/photo', 'UploadedPhoto', bytes, contentType)

const photoUrl = (s: TestServer, id: string) => `${s.config.apiPrefix}/app/feedback/photo/${id}`
const stored = (s: TestServer, id: string) =>
  fs.readFileSync(path.join(s.config.dataDir, 'feedback', id))

let clientIds = 0
const submit = (s: TestServer, u: TestUser, body: Record<string, unknown>) =>
  s.call('feedbackSubmit', {
    ticket: u.token,
    body: { clientId: `feedback-${++clientIds}`, category: 'bug', ...body },
  })

const list = async (s: TestServer, u: TestUser, pageIndex = 1, pageSize = 20) =>
  (await s.call('feedbackList', { ticket: u.token, body: { pageIndex, pageSize } })).body.data

const admin = (s: TestServer, argv: string[], waitMs = 3000) => runAdminOn(s, argv, waitMs)

describe('feedback: screenshots', () => {
  it('takes JPEG, PNG and BMP by their bytes, with the verification rules', async () => {
    const s = await start()
    const u = await newUser(s)
    for (const [bytes, type] of [
      [jpeg(), 'jpeg'],
      [png(), 'png'],
      [bmp(), 'bmp'],
    ] as const) {
      const answer = await upload(s, u, bytes, 'image/gif')
      expect([answer.status, answer.data?.type]).toEqual([200, type])
    }
    const cases: [string, Buffer, string][] = [
      [
        'text named photo.jpg',
        Buffer.from('this is not a screenshot, just photo.jpg'),
        'image/jpeg',
      ],
      ['GIF', GIF, 'image/gif'],
      [
        'a JPEG start with nothing after',
        Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]),
        'image/jpeg',
      ],
    ]
    for (const [name, bytes, declared] of cases) {
      const answer = await upload(s, u, bytes, declared)
      expect([answer.status, answer.code], name).toEqual([415, 'kyc.photo.type'])
    }
    expect(fs.readdirSync(path.join(s.config.dataDir, 'feedback'))).toHaveLength(3)
  })

  it('accepts exactly 8 MiB and refuses one byte more with 413', async () => {
    const s = await start()
    const u = await newUser(s)
    const exact = bmp(1024, 2047, 4096)
    expect(exact.length).toBe(KYC_PHOTO_MAX_BYTES)
    expect((await upload(s, u, exact)).data?.size).toBe(KYC_PHOTO_MAX_BYTES)
    const over = await upload(s, u, bmp(1024, 2047, 4096, 1))
    expect([over.status, over.code]).toEqual([413, 'kyc.photo.too.large'])
  })

  it('removes EXIF and comments, stores under a random name with mode 0600, serves the owner only', async () => {
    const s = await start()
    const u = await newUser(s)
    const other = await newUser(s)
    const withExif = jpeg([JFIF, EXIF, COMMENT])
    const j = await upload(s, u, withExif)
    const id = j.data?.id ?? ''
    expect(id).toMatch(/^[a-f0-9]{32}$/)
    const file = stored(s, id)
    expect(contains(file, 'Exif')).toBe(false)
    expect(contains(file, 'GPSLatitude')).toBe(false)
    expect(contains(file, 'Alice')).toBe(false)
    expect(file.equals(jpeg([JFIF]))).toBe(true)
    expect(j.data?.size).toBe(file.length)
    const filePath = path.join(s.config.dataDir, 'feedback', id)
    expect(fs.statSync(filePath).mode & 0o777).toBe(0o600)
    expect(path.relative(s.config.appDist, filePath).startsWith('..')).toBe(true)
    const p = await upload(s, u, png([pngChunk('tEXt', 'Author\0Alice')]))
    expect(stored(s, p.data?.id ?? '').equals(png())).toBe(true)

    const mine = await s.fetch(photoUrl(s, id), { headers: { ticket: u.token } })
    expect(mine.status).toBe(200)
    expect(mine.headers.get('content-type')).toBe('image/jpeg')
    expect(mine.headers.get('cache-control')).toBe('private, no-store')
    expect(Buffer.from(await mine.arrayBuffer()).equals(file)).toBe(true)
    const theirs = await s.fetch(photoUrl(s, id), { headers: { ticket: other.token } })
    expect(theirs.status).toBe(404)
    expect(((await theirs.json()) as { code: string }).code).toBe('not.found')
    expect((await s.fetch(photoUrl(s, id))).status).toBe(401)
    // The verification photos' route does not serve it either.
    const asKyc = await s.fetch(`${s.config.apiPrefix}/app/kyc/photo/${id}`, {
      headers: { ticket: u.token },
    })
    expect(asKyc.status).toBe(404)
  })

  it('removes screenshots no feedback used after a day, keeps the used ones', async () => {
    const s = await start()
    const u = await newUser(s)
    const loose = (await upload(s, u, jpeg())).data?.id ?? ''
    const used = (await upload(s, u, png())).data?.id ?? ''
    expect((await submit(s, u, { content: 'The chart does not load', photoId: used })).status).toBe(
      200,
    )
    const dir = path.join(s.config.dataDir, 'feedback')
    s.advance(HOUR)
    expect(fs.readdirSync(dir).sort()).toEqual([loose, used].sort())
    const next = await later(s, DAY)
    expect(fs.readdirSync(dir)).toEqual([used])
    const token = await next.login(u.account)
    const kept = await next.fetch(photoUrl(next, used), { headers: { ticket: token } })
    expect(kept.status).toBe(200)
    const gone = await next.fetch(photoUrl(next, loose), { headers: { ticket: token } })
    expect(gone.status).toBe(404)
  })
})

describe('feedback: submit and list', () => {
  it('stores a feedback with a screenshot; a retry with the same clientId returns it', async () => {
    const s = await start()
    const u = await newUser(s)
    const photoId = (await upload(s, u, jpeg())).data?.id ?? ''
    const body = {
      clientId: 'retry-abc-123',
      category: 'withdrawal',
      content: '  My withdrawal has waited for two days  ',
      photoId,
    }
    const first = await s.call('feedbackSubmit', { ticket: u.token, body })
    expect(first.status).toBe(200)
    expect(first.body.data).toEqual({
      id: expect.any(String),
      category: 'withdrawal',
      content: 'My withdrawal has waited for two days',
      photoId,
      status: 'open',
      createdAt: START,
    })
    const retry = await s.call('feedbackSubmit', {
      ticket: u.token,
      body: { ...body, content: 'A different text entirely' },
    })
    expect(retry.body.data).toEqual(first.body.data)
    expect((await list(s, u)).total).toBe(1)
    // Another user may use the same clientId for a feedback of their own.
    const other = await newUser(s)
    const theirs = await s.call('feedbackSubmit', {
      ticket: other.token,
      body: { ...body, photoId: undefined },
    })
    expect(theirs.body.data.id).not.toBe(first.body.data.id)
  })

  it('refuses a text of under 10 or over 2000 characters and a screenshot not the caller’s', async () => {
    const s = await start()
    const u = await newUser(s)
    const other = await newUser(s)
    const theirs = (await upload(s, other, jpeg())).data?.id ?? ''
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['9 characters', { content: '  123456789   ' }, 'feedback.content.invalid', 'body.content'],
      ['blank', { content: ' '.repeat(40) }, 'feedback.content.invalid', 'body.content'],
      [
        '2001 characters',
        { content: 'x'.repeat(2001) },
        'feedback.content.invalid',
        'body.content',
      ],
      [
        'another user’s screenshot',
        { content: 'Screenshot attached here', photoId: theirs },
        'feedback.photo.missing',
        'body.photoId',
      ],
      [
        'an unknown screenshot',
        { content: 'Screenshot attached here', photoId: 'a'.repeat(32) },
        'feedback.photo.missing',
        'body.photoId',
      ],
    ]
    for (const [name, body, code, field] of cases) {
      const answer = await submit(s, u, body)
      expect([answer.status, answer.body.code], name).toEqual([422, code])
      expect(answer.body.data.fields[0].field, name).toBe(field)
    }
    const bad = await submit(s, u, { content: 'A valid text here', category: 'praise' })
    expect(bad.status).toBe(400)
    expect((await list(s, u)).total).toBe(0)
    // Exactly 10 and exactly 2000 (by characters, not bytes) are fine.
    expect((await submit(s, u, { content: '  1234567890 ' })).status).toBe(200)
    expect((await submit(s, u, { content: '界'.repeat(2000) })).status).toBe(200)
    const anonymous = await s.call('feedbackSubmit', {
      body: { clientId: 'anonymous-1', category: 'bug', content: 'Who am I, anyway?' },
    })
    expect(anonymous.status).toBe(401)
  })

  it('lists the caller’s feedback newest first, in pages', async () => {
    const s = await start()
    const u = await newUser(s)
    const other = await newUser(s)
    const ids: string[] = []
    for (let i = 0; i < 3; i++) {
      ids.push((await submit(s, u, { content: `Feedback number ${i}` })).body.data.id)
      s.clock.advance(HOUR)
    }
    await submit(s, other, { content: 'Not the first user’s feedback' })
    const first = await list(s, u, 1, 2)
    const second = await list(s, u, 2, 2)
    expect(first.list.map((f: { id: string }) => f.id)).toEqual([ids[2], ids[1]])
    expect(second.list.map((f: { id: string }) => f.id)).toEqual([ids[0]])
    expect([first.total, second.total, first.pageIndex, second.pageSize]).toEqual([3, 3, 1, 2])
  })
})

describe('feedback: the operator’s reply', () => {
  it('goes through the queue, shows with the feedback and reaches the message centre', async () => {
    const s = await start()
    const u = await newUser(s)
    const sent = await submit(s, u, { category: 'deposit', content: 'My deposit is not credited' })
    const id = sent.body.data.id as string
    const open = admin(s, ['feedback:list', '--open'])
    expect(await open.done).toBe(0)
    expect(open.lines).toHaveLength(1)
    expect(open.lines[0]).toContain(`${id}\t${u.id}\t${u.account}\tdeposit\topen\t`)
    expect(open.lines[0]?.endsWith('\tMy deposit is not credited')).toBe(true)

    s.advance(HOUR)
    const replied = await operator(s, [
      'feedback:reply',
      id,
      '--text',
      'It needs 12 confirmations;',
      'it is credited now.',
    ])
    expect(replied.code).toBe(0)
    expect(replied.lines).toEqual([`feedback ${id} of user ${u.id}: replied`])
    const page = await list(s, u)
    expect(page.list[0]).toMatchObject({
      id,
      status: 'replied',
      reply: 'It needs 12 confirmations; it is credited now.',
    })
    // Applied by the server's queue within the second the CLI waited.
    expect(page.list[0].repliedAt).toBeGreaterThan(START + HOUR)
    expect(page.list[0].repliedAt).toBeLessThanOrEqual(START + HOUR + 1000)
    const inbox = await s.call('inboxList', {
      ticket: u.token,
      body: { pageIndex: 1, pageSize: 20 },
    })
    expect(inbox.body.data.list).toEqual([
      expect.objectContaining({ kind: 'feedback_replied', params: { category: 'deposit' } }),
    ])
    const stillOpen = admin(s, ['feedback:list', '--open'])
    expect(await stillOpen.done).toBe(0)
    expect(stillOpen.lines).toEqual([])
    const all = admin(s, ['feedback:list'])
    expect(await all.done).toBe(0)
    expect(all.lines[0]).toContain('\treplied\t')
  })

  it('queues a reply while no server runs; it applies when one starts', async () => {
    const s = await start()
    const u = await newUser(s)
    const id = (await submit(s, u, { content: 'The app is slow today' })).body.data.id as string
    const queued = admin(s, ['feedback:reply', id, '--text', 'Thanks, fixed.'], 0)
    expect(await queued.done).toBe(0)
    expect(queued.lines[0]).toMatch(/^queued: /)
    expect((await list(s, u)).list[0].status).toBe('open')
    s.advance(1000)
    expect((await list(s, u)).list[0]).toMatchObject({ status: 'replied', reply: 'Thanks, fixed.' })
  })

  it('refuses a reply without text or to an unknown feedback', async () => {
    const s = await start()
    const u = await newUser(s)
    const id = (await submit(s, u, { content: 'Something to answer' })).body.data.id as string
    const cases: [string[], number][] = [
      [['feedback:reply', id, 'no flag'], 1],
      [['feedback:reply', id, '--text', '   '], 1],
      [['feedback:reply', '999999', '--text', 'Hello'], 2],
      [['feedback:reply', id, '--text', 'x'.repeat(2001)], 2],
    ]
    for (const [argv, code] of cases) expect(await admin(s, argv).done, argv[2]).toBe(code)
    expect((await list(s, u)).list[0].status).toBe('open')
  })

  it('gives the operator a screenshot through the CLI', async () => {
    const s = await start()
    const u = await newUser(s)
    const photoId = (await upload(s, u, png([pngChunk('tEXt', 'a\0b')]))).data?.id ?? ''
    const out = path.join(s.config.dataDir, 'screenshot.png')
    const cli = admin(s, ['feedback:photo', photoId, '--out', out])
    expect(await cli.done).toBe(0)
    expect(fs.readFileSync(out).equals(png())).toBe(true)
    expect(fs.statSync(out).mode & 0o777).toBe(0o600)
    expect(await admin(s, ['feedback:photo', 'c'.repeat(32), '--out', out]).done).toBe(2)
  })
})
