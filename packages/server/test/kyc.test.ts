import { KYC_PHOTO_MAX_BYTES } from '@bourse/rules/kyc'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  bmp,
  COMMENT,
  contains,
  EXIF,
  GIF,
  HEIC,
  JFIF,
  jpeg,
  jpegSegment,
  png,
  pngChunk,
  pngParts,
  PNG_SIGNATURE,
} from '../src/modules/kyc/kyc.fixtures'
import {
  checkComponent,
  admin as runAdminOn,
  operator,
  putPhoto,
  signedInUser,
  testServers,
} from './helpers'
import type { TestServer, TestUser } from './helpers'

const START = Date.UTC(2026, 10, 23, 10, 0, 0)
const HOUR = 60 * 60_000
const DAY = 24 * HOUR

let n = 0
const { start, later } = testServers(START)

type User = TestUser

const newUser = (s: TestServer) => signedInUser(s, 'k')

type Photo = { photoId: string; slot: string; type: string; size: number }

/** PUTs the bytes as a photo, declared as `contentType`, and checks the answer's shape. */
const upload = (s: TestServer, u: User, slot: string, bytes: Buffer, contentType?: string) =>
  putPhoto<Photo>(s, u, `/app/kyc/photo?slot=${slot}`, 'KycPhoto', bytes, contentType)

async function photos(s: TestServer, u: User, certType: 'id_card' | 'passport') {
  const ids: Record<string, string> = {}
  for (const slot of certType === 'passport' ? ['front', 'hand'] : ['front', 'back', 'hand']) {
    const answer = await upload(s, u, slot, jpeg([JFIF, EXIF]))
    expect(answer.status).toBe(200)
    ids[`${slot}PhotoId`] = answer.data?.photoId ?? ''
  }
  return ids
}

const submit = (s: TestServer, u: User, body: Record<string, unknown>) =>
  s.call('kycSubmit', { ticket: u.token, body })

async function submitted(s: TestServer, u: User, certType: 'id_card' | 'passport' = 'passport') {
  const answer = await submit(s, u, {
    certType,
    realName: 'Alice Martin',
    nationality: 'NL',
    certNumber: '12 ab 34567',
    ...(await photos(s, u, certType)),
  })
  expect(answer.body.code).toBe('success')
  return answer
}

const admin = (s: TestServer, argv: string[], waitMs = 3000) => runAdminOn(s, argv, waitMs)

describe('kyc: photo uploads', () => {
  it('accepts JPEG, PNG and BMP, judged by their bytes', async () => {
    const s = await start()
    const u = await newUser(s)
    const cases: [Buffer, string, string][] = [
      [jpeg(), 'jpeg', 'application/octet-stream'],
      [png(), 'png', 'image/png'],
      [bmp(), 'bmp', 'application/octet-stream'],
      // The declared type does not matter, only the content.
      [png(), 'png', 'image/jpeg'],
      [jpeg(), 'jpeg', 'text/plain'],
    ]
    for (const [bytes, type, declared] of cases) {
      const answer = await upload(s, u, 'front', bytes, declared)
      expect([answer.status, answer.data?.type], `${type} as ${declared}`).toEqual([200, type])
    }
  })

  it('refuses a text file named photo.jpg, a GIF and a HEIC photo with kyc.photo.type', async () => {
    const s = await start()
    const u = await newUser(s)
    const cases: [string, Buffer, string][] = [
      ['text as photo.jpg', Buffer.from('this is not a photo, just photo.jpg'), 'image/jpeg'],
      ['GIF', GIF, 'image/gif'],
      ['HEIC', HEIC, 'image/heic'],
      [
        'a JPEG start with nothing after',
        Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]),
        'image/jpeg',
      ],
    ]
    for (const [name, bytes, declared] of cases) {
      const answer = await upload(s, u, 'front', bytes, declared)
      expect([answer.status, answer.code], name).toEqual([415, 'kyc.photo.type'])
    }
    expect(fs.readdirSync(path.join(s.config.dataDir, 'kyc'))).toEqual([])
  })

  it('accepts exactly 8 MiB and refuses one byte more with kyc.photo.too.large', async () => {
    const s = await start()
    const u = await newUser(s)
    // 1024 × 2047 pixels of 4 bytes after a 4096-byte header: 2048 × 4096 bytes.
    const exact = bmp(1024, 2047, 4096)
    expect(exact.length).toBe(KYC_PHOTO_MAX_BYTES)
    const ok = await upload(s, u, 'front', exact)
    expect([ok.status, ok.data?.size]).toEqual([200, KYC_PHOTO_MAX_BYTES])
    const over = await upload(s, u, 'front', bmp(1024, 2047, 4096, 1))
    expect([over.status, over.code]).toEqual([413, 'kyc.photo.too.large'])
    const json = await upload(s, u, 'front', Buffer.alloc(KYC_PHOTO_MAX_BYTES + 1, 0x20))
    expect([json.status, json.code]).toEqual([413, 'kyc.photo.too.large'])
  })

  it('refuses an empty upload and keeps JSON operations JSON-only', async () => {
    const s = await start()
    const u = await newUser(s)
    const empty = await upload(s, u, 'front', Buffer.alloc(0))
    expect([empty.status, empty.code]).toEqual([400, 'request.invalid'])
    const bad = await upload(s, u, 'side', jpeg())
    expect([bad.status, bad.code]).toEqual([400, 'request.invalid'])
    const asText = await s.call('kycSubmit', {
      ticket: u.token,
      rawBody: '{}',
      contentType: 'text/plain',
    })
    expect([asText.status, asText.body.code]).toEqual([415, 'request.unsupported.media'])
  })

  it('removes EXIF and comments from a JPEG and text chunks from a PNG', async () => {
    const s = await start()
    const u = await newUser(s)
    const withExif = jpeg([JFIF, EXIF, COMMENT])
    expect(contains(withExif, 'Exif')).toBe(true)
    const j = await upload(s, u, 'front', withExif)
    const storedJpeg = fs.readFileSync(path.join(s.config.dataDir, 'kyc', j.data?.photoId ?? ''))
    expect(contains(storedJpeg, 'Exif')).toBe(false)
    expect(contains(storedJpeg, 'GPSLatitude')).toBe(false)
    expect(contains(storedJpeg, 'Alice')).toBe(false)
    expect(storedJpeg.equals(jpeg([JFIF]))).toBe(true)
    expect(j.data?.size).toBe(storedJpeg.length)

    const withText = png([
      pngChunk('tEXt', 'Author\0Alice Martin'),
      pngChunk('tIME', '\x07\xea\x0b\x17\x0a\0\0'),
    ])
    const p = await upload(s, u, 'hand', withText)
    const storedPng = fs.readFileSync(path.join(s.config.dataDir, 'kyc', p.data?.photoId ?? ''))
    expect(contains(storedPng, 'tEXt')).toBe(false)
    expect(contains(storedPng, 'Alice')).toBe(false)
    expect(storedPng.equals(png())).toBe(true)

    // The owner reads back the stored (stripped) bytes, as an image, never cached.
    const response = await s.fetch(`${s.config.apiPrefix}/app/kyc/photo/${j.data?.photoId}`, {
      headers: { ticket: u.token },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(Buffer.from(await response.arrayBuffer()).equals(storedJpeg)).toBe(true)
  })

  it('stores files outside the site under random names, readable by the owner only', async () => {
    const s = await start()
    const u = await newUser(s)
    const other = await newUser(s)
    const a = await upload(s, u, 'front', jpeg())
    const b = await upload(s, u, 'front', jpeg())
    const ids = [a.data?.photoId ?? '', b.data?.photoId ?? '']
    expect(ids[0]).not.toBe(ids[1])
    for (const id of ids) {
      expect(id).toMatch(/^[a-f0-9]{32}$/)
      const file = path.join(s.config.dataDir, 'kyc', id)
      expect(fs.statSync(file).mode & 0o777).toBe(0o600)
      const rel = path.relative(s.config.appDist, file)
      expect(rel.startsWith('..')).toBe(true)
    }
    // Not served as a static file, and not to another user.
    const asOther = await s.fetch(`${s.config.apiPrefix}/app/kyc/photo/${ids[0]}`, {
      headers: { ticket: other.token },
    })
    expect(asOther.status).toBe(404)
    expect(((await asOther.json()) as { code: string }).code).toBe('not.found')
    const anonymous = await s.fetch(`${s.config.apiPrefix}/app/kyc/photo/${ids[0]}`)
    expect(anonymous.status).toBe(401)
    const unknown = await s.fetch(`${s.config.apiPrefix}/app/kyc/photo/${'0'.repeat(32)}`, {
      headers: { ticket: u.token },
    })
    expect(unknown.status).toBe(404)
    const stored = fs.readFileSync(path.join(s.config.dataDir, 'kyc', ids[0] ?? ''))
    for (const url of [`/desktop/kyc/${ids[0]}`, `/kyc/${ids[0]}`, `/data/kyc/${ids[0]}`]) {
      const site = Buffer.from(await (await s.fetch(url)).arrayBuffer())
      expect(site.equals(stored), url).toBe(false)
    }
  })

  it('removes photos no submission used after a day (at start, then hourly)', async () => {
    const s = await start()
    const u = await newUser(s)
    const loose = await upload(s, u, 'front', jpeg())
    await submitted(s, u)
    const dir = path.join(s.config.dataDir, 'kyc')
    expect(fs.readdirSync(dir)).toHaveLength(3)
    s.advance(HOUR)
    expect(fs.readdirSync(dir)).toHaveLength(3)
    // A day later (the server was down meanwhile): the start removes the loose photo.
    const next = await later(s, DAY)
    expect(fs.readdirSync(dir)).toHaveLength(2)
    expect(fs.readdirSync(dir)).not.toContain(loose.data?.photoId)
    const token = await next.login(u.account)
    const gone = await next.fetch(`${next.config.apiPrefix}/app/kyc/photo/${loose.data?.photoId}`, {
      headers: { ticket: token },
    })
    expect(gone.status).toBe(404)
    // The submitted photos stay, readable by their owner.
    const status = await next.call('kycStatus', { ticket: token })
    for (const p of status.body.data.photos as { photoId: string }[]) {
      const kept = await next.fetch(`${next.config.apiPrefix}/app/kyc/photo/${p.photoId}`, {
        headers: { ticket: token },
      })
      expect(kept.status).toBe(200)
    }
  })
})

/** A PNG whose header claims `width` × `height` pixels, with the 2 × 2 fixture's tiny data. */
function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const { idat, iend } = pngParts()
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', header), idat, iend])
}

/** The fixture JPEG with its frame header claiming `width` × `height` pixels. */
function jpegClaiming(width: number, height: number): Buffer {
  const bytes = jpeg()
  const frame = jpegSegment(0xc0, Buffer.from([8, 0, 8, 0, 8, 1, 1, 0x11, 0]))
  const at = bytes.indexOf(frame)
  bytes.writeUInt16BE(height, at + 5)
  bytes.writeUInt16BE(width, at + 7)
  return bytes
}

/**
 * Sends the headers and the first bytes of an upload and never the rest; resolves with the
 * answer, or rejects when none comes within `ms` (the server waited for the body).
 */
function partialUpload(
  s: TestServer,
  url: string,
  headers: Record<string, string>,
  first: Buffer,
  ms = 2000,
): Promise<{ status: number; code: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(`${s.config.apiPrefix}${url}`, s.base), {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream', ...headers },
    })
    const timer = setTimeout(() => {
      req.destroy()
      reject(new Error('no answer before the body ended'))
    }, ms)
    req.on('error', () => undefined)
    req.on('response', (res) => {
      let text = ''
      res.on('data', (chunk: Buffer) => (text += chunk.toString()))
      res.on('end', () => {
        clearTimeout(timer)
        req.destroy()
        const json = JSON.parse(text) as { code: string }
        expect(checkComponent('ErrorEnvelope', json)).toEqual([])
        resolve({ status: res.statusCode ?? 0, code: json.code })
      })
    })
    req.write(first)
  })
}

const UPLOAD_URLS = ['/app/kyc/photo?slot=front', '/app/feedback/photo']

describe('kyc and feedback: upload limits', () => {
  it('refuses an upload without a valid ticket before reading its body', async () => {
    const s = await start()
    const u = await newUser(s)
    const declared = { 'content-length': String(KYC_PHOTO_MAX_BYTES) }
    for (const url of UPLOAD_URLS) {
      for (const ticket of [undefined, 'nonsense']) {
        const answer = await partialUpload(
          s,
          url,
          { ...declared, ...(ticket ? { ticket } : {}) },
          jpeg().subarray(0, 10),
        )
        expect(answer, `${url} ${ticket ?? 'without a ticket'}`).toEqual({
          status: 401,
          code: 'login.user.not.login',
        })
      }
      // With a valid ticket the server does wait for the rest of the body.
      await expect(
        partialUpload(s, url, { ...declared, ticket: u.token }, jpeg().subarray(0, 10), 300),
      ).rejects.toThrow('no answer')
    }
  })

  it('refuses a declared body over 8 MiB with kyc.photo.too.large without reading it', async () => {
    const s = await start()
    const u = await newUser(s)
    for (const url of UPLOAD_URLS) {
      const answer = await partialUpload(
        s,
        url,
        { 'content-length': String(KYC_PHOTO_MAX_BYTES + 1), ticket: u.token },
        jpeg().subarray(0, 10),
      )
      expect(answer, url).toEqual({ status: 413, code: 'kyc.photo.too.large' })
    }
  })

  it('refuses images whose header claims too many pixels, before decoding them', async () => {
    const s = await start()
    const u = await newUser(s)
    const bigBmp = bmp()
    bigBmp.writeInt32LE(20_000, 18)
    bigBmp.writeInt32LE(-20_000, 22)
    const refused: [string, Buffer][] = [
      ['PNG of 50000 × 50000', pngClaiming(50_000, 50_000)],
      ['PNG of 10001 × 1', pngClaiming(10_001, 1)],
      ['PNG of 1 × 10001', pngClaiming(1, 10_001)],
      ['PNG of 10000 × 4001 (over 40 MP)', pngClaiming(10_000, 4001)],
      ['JPEG of 60000 × 60000', jpegClaiming(60_000, 60_000)],
      ['top-down BMP of 20000 × 20000', bigBmp],
    ]
    for (const [name, bytes] of refused) {
      expect(bytes.length, name).toBeLessThan(1024)
      const kyc = await upload(s, u, 'front', bytes)
      expect([kyc.status, kyc.code], name).toEqual([422, 'kyc.photo.dimensions'])
      const feedback = await putPhoto(s, u, '/app/feedback/photo', 'UploadedPhoto', bytes)
      expect([feedback.status, feedback.code], name).toEqual([422, 'kyc.photo.dimensions'])
    }
    expect(fs.readdirSync(path.join(s.config.dataDir, 'kyc'))).toEqual([])
    // At the limits exactly: accepted.
    for (const bytes of [pngClaiming(10_000, 4000), jpegClaiming(10_000, 10)])
      expect((await upload(s, u, 'front', bytes)).status).toBe(200)
    // A header that does not say its size is not an image.
    const noFrame = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 2, 0xff, 0xda, 0, 2, 0xff, 0xd9])
    expect((await upload(s, u, 'front', noFrame)).code).toBe('kyc.photo.type')
  })

  it('keeps each user within one quota over both kinds of upload', async () => {
    // Each 2 × 2 BMP stores 70 bytes: three fit in 210, a fourth does not.
    const s = await start({ uploadQuotaBytes: 230 })
    const u = await newUser(s)
    const other = await newUser(s)
    expect((await upload(s, u, 'front', bmp())).data?.size).toBe(70)
    expect((await upload(s, u, 'back', bmp())).status).toBe(200)
    const screenshot = await putPhoto(s, u, '/app/feedback/photo', 'UploadedPhoto', bmp())
    expect(screenshot.status).toBe(200)
    const over = await upload(s, u, 'hand', bmp())
    expect([over.status, over.code]).toEqual([422, 'upload.quota.exceeded'])
    const overFeedback = await putPhoto(s, u, '/app/feedback/photo', 'UploadedPhoto', bmp())
    expect([overFeedback.status, overFeedback.code]).toEqual([422, 'upload.quota.exceeded'])
    expect(fs.readdirSync(path.join(s.config.dataDir, 'kyc'))).toHaveLength(2)
    // Another user has a quota of their own.
    expect((await upload(s, other, 'front', bmp())).status).toBe(200)
    // Photos nobody used are removed after a day (here by the next start), and their bytes.
    const next = await later(s, DAY)
    expect((await upload(next, u, 'hand', bmp())).status).toBe(200)
  })
})

describe('kyc: submission and review', () => {
  it('starts not certified', async () => {
    const s = await start()
    const u = await newUser(s)
    const status = await s.call('kycStatus', { ticket: u.token })
    expect(status.body.data).toEqual({ status: 'not_certified' })
  })

  it('accepts a passport without a back photo; masks name and number', async () => {
    const s = await start()
    const u = await newUser(s)
    const answer = await submitted(s, u, 'passport')
    expect(answer.body.data).toMatchObject({
      status: 'to_be_reviewed',
      certType: 'passport',
      realName: 'A***********',
      certNumber: '12*****67',
      submittedAt: START,
    })
    expect(answer.body.data.photos.map((p: { slot: string }) => p.slot)).toEqual(['front', 'hand'])
    const status = await s.call('kycStatus', { ticket: u.token })
    expect(status.body.data).toEqual(answer.body.data)
    const info = await s.call('getUserInfo', { ticket: u.token })
    expect(info.body.data.realNameStatus).toBe('to_be_reviewed')
  })

  it("stores the nationality with the submission and as the user's, published at once", async () => {
    const s = await start()
    const u = await newUser(s)
    expect((await s.call('getUserInfo', { ticket: u.token })).body.data.nationality).toBeNull()
    const events: { type: string; user?: { nationality: string | null } }[] = []
    s.app.bourse.ctx.publisher.subscribe(`user:${u.id}`, (_c, data) => events.push(data as never))
    const answer = await submitted(s, u)
    expect(answer.body.data.nationality).toBe('NL')
    expect((await s.call('kycStatus', { ticket: u.token })).body.data.nationality).toBe('NL')
    expect((await s.call('getUserInfo', { ticket: u.token })).body.data.nationality).toBe('NL')
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'user',
        user: expect.objectContaining({ nationality: 'NL' }),
      }),
    )
    const stored = s.app.bourse.ctx.db
      .prepare('SELECT nationality FROM kyc_submissions WHERE user_id = ?')
      .all(u.id)
    expect(stored).toEqual([{ nationality: 'NL' }])
  })

  it('refuses a missing or unknown nationality with kyc.nationality.invalid on its field', async () => {
    const s = await start()
    const u = await newUser(s)
    const ids = await photos(s, u, 'passport')
    const base = { certType: 'passport', realName: 'Alice Martin', certNumber: 'AB1234567', ...ids }
    const cases: [string, Record<string, unknown>][] = [
      ['absent', base],
      ['empty', { ...base, nationality: '' }],
      ['lower case', { ...base, nationality: 'nl' }],
      ['a name', { ...base, nationality: 'Netherlands' }],
      ['alpha-3', { ...base, nationality: 'NLD' }],
      ['not assigned', { ...base, nationality: 'UK' }],
    ]
    for (const [name, body] of cases) {
      const answer = await submit(s, u, body)
      expect([answer.status, answer.body.code], name).toEqual([422, 'kyc.nationality.invalid'])
      expect(JSON.stringify(answer.body), name).toContain('body.nationality')
    }
    const info = await s.call('getUserInfo', { ticket: u.token })
    expect(info.body.data).toMatchObject({ realNameStatus: 'not_certified', nationality: null })
    const ok = await submit(s, u, { ...base, nationality: 'TH' })
    expect([ok.body.code, ok.body.data.nationality]).toEqual(['success', 'TH'])
  })

  it('refuses an ID card without a back photo, a missing type, and photos not the caller’s', async () => {
    const s = await start()
    const u = await newUser(s)
    const other = await newUser(s)
    const ids = await photos(s, u, 'id_card')
    const base = { realName: 'Alice Martin', nationality: 'NL', certNumber: 'AB1234567' }
    const cases: [string, Record<string, unknown>, number, string][] = [
      [
        'id card without back',
        { certType: 'id_card', ...base, ...ids, backPhotoId: undefined },
        422,
        'kyc.photo.missing',
      ],
      ['no certificate type', { ...base, ...ids }, 422, 'kyc.cert.type.missing'],
      [
        'bad name',
        { certType: 'id_card', ...ids, ...base, realName: 'A1' },
        422,
        'kyc.name.invalid',
      ],
      [
        'bad number',
        { certType: 'id_card', ...ids, ...base, certNumber: '12' },
        422,
        'kyc.cert.number.invalid',
      ],
      [
        'unknown photo',
        { certType: 'id_card', ...base, ...ids, frontPhotoId: 'f'.repeat(32) },
        422,
        'kyc.photo.missing',
      ],
      [
        'front photo as back',
        { certType: 'id_card', ...base, ...ids, backPhotoId: ids.frontPhotoId },
        422,
        'kyc.photo.missing',
      ],
    ]
    for (const [name, body, status, code] of cases) {
      const answer = await submit(s, u, body)
      expect([answer.status, answer.body.code], name).toEqual([status, code])
    }
    const stolen = await submit(s, other, { certType: 'id_card', ...base, ...ids })
    expect([stolen.status, stolen.body.code]).toEqual([422, 'kyc.photo.missing'])
    expect((await s.call('kycStatus', { ticket: u.token })).body.data.status).toBe('not_certified')
  })

  it('locks submissions and uploads while one waits for review', async () => {
    const s = await start()
    const u = await newUser(s)
    await submitted(s, u)
    const again = await submit(s, u, {
      certType: 'passport',
      realName: 'Alice Martin',
      certNumber: 'AB1234567',
      frontPhotoId: 'a'.repeat(32),
      handPhotoId: 'b'.repeat(32),
    })
    expect([again.status, again.body.code]).toEqual([409, 'kyc.locked'])
    const photo = await upload(s, u, 'front', jpeg())
    expect([photo.status, photo.code]).toEqual([409, 'kyc.locked'])
  })

  it('approves through the CLI: authenticated, a user event, higher withdrawal limits', async () => {
    const s = await start()
    const u = await newUser(s)
    const before = await s.call('withdrawalLimits', { ticket: u.token })
    await submitted(s, u)
    const listed = admin(s, ['kyc:list'])
    expect(await listed.done).toBe(0)
    expect(listed.lines).toHaveLength(1)
    expect(listed.lines[0]).toContain(`\t${u.account}\tpassport\tAlice Martin\tNL\t12AB34567\t`)

    const events: { type: string; user?: { realNameStatus: string } }[] = []
    s.app.bourse.ctx.publisher.subscribe(`user:${u.id}`, (_c, data) => events.push(data as never))
    const approved = await operator(s, ['kyc:approve', u.account])
    expect(approved.code).toBe(0)
    expect(approved.lines[0]).toMatch(/^verification \d+ of user \d+: authenticated$/)
    expect(events).toHaveLength(2)
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'inbox',
          message: expect.objectContaining({ kind: 'kyc_approved' }),
        }),
        expect.objectContaining({
          type: 'user',
          user: expect.objectContaining({ realNameStatus: 'authenticated' }),
        }),
      ]),
    )
    const status = await s.call('kycStatus', { ticket: u.token })
    expect(status.body.data).toMatchObject({ status: 'authenticated' })
    expect(status.body.data.reviewedAt).toBeGreaterThan(START)
    expect(status.body.data.reason).toBeUndefined()

    const after = await s.call('withdrawalLimits', { ticket: u.token })
    expect(Number(after.body.data.dailyLimitUsdt)).toBeGreaterThan(
      Number(before.body.data.dailyLimitUsdt),
    )
    const realName = (tiers: { requirement?: string; met: boolean }[]) =>
      tiers.filter((t) => t.met).length
    expect(realName(after.body.data.tiers)).toBe(realName(before.body.data.tiers) + 1)

    // Approved: nothing may change any more, and a second approval finds nothing waiting.
    expect((await upload(s, u, 'front', jpeg())).code).toBe('kyc.locked')
    const twice = await operator(s, ['kyc:approve', String(u.id)])
    expect(twice.code).toBe(2)
    expect(twice.errors[0]).toContain('not.found')
  })

  it('rejects with a reason through the CLI; the user may resubmit', async () => {
    const s = await start()
    const u = await newUser(s)
    await submitted(s, u)
    const usage = await operator(s, ['kyc:reject', u.account, 'blurry'])
    expect(usage.code).toBe(1)
    const rejected = await operator(s, [
      'kyc:reject',
      u.account,
      '--reason',
      'The',
      'photo',
      'is',
      'blurry',
    ])
    expect(rejected.code).toBe(0)
    const status = await s.call('kycStatus', { ticket: u.token })
    expect(status.body.data).toMatchObject({
      status: 'review_failed',
      reason: 'The photo is blurry',
    })
    expect((await s.call('getUserInfo', { ticket: u.token })).body.data.realNameStatus).toBe(
      'review_failed',
    )
    const again = await submitted(s, u, 'id_card')
    expect(again.body.data).toMatchObject({ status: 'to_be_reviewed', certType: 'id_card' })
    expect(again.body.data.reason).toBeUndefined()
  })

  it('queues a review while no server runs; it applies when one starts', async () => {
    const s = await start()
    const u = await newUser(s)
    await submitted(s, u)
    // waitMs 0: the CLI does not wait, the server has not run its queue yet.
    const queued = admin(s, ['kyc:approve', u.account], 0)
    expect(await queued.done).toBe(0)
    expect(queued.lines[0]).toMatch(/^queued: /)
    s.advance(1000)
    expect((await s.call('kycStatus', { ticket: u.token })).body.data.status).toBe('authenticated')
  })

  it('gives the operator a photo through the CLI', async () => {
    const s = await start()
    const u = await newUser(s)
    const answer = await upload(s, u, 'front', png([pngChunk('tEXt', 'a\0b')]))
    const out = path.join(s.config.dataDir, 'review.png')
    const cli = admin(s, ['kyc:photo', answer.data?.photoId ?? '', '--out', out])
    expect(await cli.done).toBe(0)
    expect(fs.readFileSync(out).equals(png())).toBe(true)
    expect(fs.statSync(out).mode & 0o777).toBe(0o600)
    const missing = admin(s, ['kyc:photo', 'c'.repeat(32), '--out', out])
    expect(await missing.done).toBe(2)
  })

  it('with trade_requires_kyc on, only a verified user may place a spot order', async () => {
    const s = await start()
    const u = await newUser(s)
    const set = admin(s, ['config:set', 'trade_requires_kyc', '1'])
    expect(await set.done).toBe(0)
    const order = () =>
      s.call('spotOrderPlace', {
        ticket: u.token,
        body: {
          clientOrderId: `c${++n}`,
          symbol: 'BTCUSDT',
          side: 'buy',
          type: 'limit',
          price: '60000',
          quantity: '0.001',
        },
      })
    const refused = await order()
    expect([refused.status, refused.body.code]).toEqual([403, 'account.not.authenticated'])
    await submitted(s, u)
    expect((await order()).body.code).toBe('account.not.authenticated')
    expect((await operator(s, ['kyc:approve', u.account])).code).toBe(0)
    // Verified: the order gets past the account check (and fails only for want of funds).
    expect((await order()).body.code).toBe('balance.insufficient')
  })
})
