import { http, HttpResponse, type JsonBodyType } from 'msw'
import type {
  Feedback,
  FeedbackSubmitRequest,
  InboxListRequest,
  InboxMessage,
  InboxReadRequest,
  InviteInfo,
  InviteRecord,
  InviteRecordsRequest,
  PageRequest,
} from '../schema'

/** A valid 1x1 PNG: what the mock serves as a stored screenshot. */
const ONE_PIXEL_PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
)

const FIXED_NOW = 1_795_000_000_000
const HOUR = 3_600_000

/** The signed-in user's invitation: their code and how many registered with it. */
export const inviteInfoFixture: InviteInfo = { code: 'BRS7K2QX', level1Count: 2, level2Count: 1 }

/** Users registered with the fixture user's code (level 1) and with theirs (level 2). */
export const inviteRecordsFixture: Record<1 | 2, InviteRecord[]> = {
  1: [
    {
      username: 'a***e@mail.com',
      state: 'verified',
      registeredAt: FIXED_NOW - 2 * HOUR,
      code: 'BRS7K2QX',
    },
    {
      username: '1***9',
      state: 'registered',
      registeredAt: FIXED_NOW - 30 * HOUR,
      code: 'BRS7K2QX',
    },
  ],
  2: [{ username: 'm***o', state: 'registered', registeredAt: FIXED_NOW - HOUR, code: 'ALC3P9WZ' }],
}

/** The message centre, newest first: two unread, one read. */
export const inboxMessagesFixture: InboxMessage[] = [
  {
    id: '3',
    kind: 'deposit_credited',
    params: { amount: '250', coin: 'USDT', chain: 'TRC20' },
    read: false,
    createdAt: FIXED_NOW - HOUR,
  },
  {
    id: '2',
    kind: 'withdrawal_rejected',
    params: { amount: '0.5', coin: 'ETH', reason: 'Address on a sanctions list' },
    read: false,
    createdAt: FIXED_NOW - 5 * HOUR,
  },
  { id: '1', kind: 'kyc_approved', params: {}, read: true, createdAt: FIXED_NOW - 48 * HOUR },
]

/** Account-protection notices (docs/adr/0026): a security change with its block, a new device. */
export const securityInboxFixture: InboxMessage[] = [
  {
    id: '5',
    kind: 'security_change',
    params: { change: 'fund_password_set', blockedUntil: String(FIXED_NOW + 23 * HOUR) },
    read: false,
    createdAt: FIXED_NOW - HOUR,
  },
  {
    id: '4',
    kind: 'new_device_sign_in',
    params: { browser: 'Firefox 140', os: 'Windows', ip: '203.0.113.7' },
    read: false,
    createdAt: FIXED_NOW - 2 * HOUR,
  },
]

/** The user's feedback: one answered, one waiting. */
export const feedbackFixture: Feedback[] = [
  {
    id: '12',
    category: 'withdrawal',
    content: 'My withdrawal has been pending for two hours, is something wrong?',
    status: 'replied',
    reply: 'It was held for a routine review and has now been sent.',
    repliedAt: FIXED_NOW - 20 * HOUR,
    createdAt: FIXED_NOW - 26 * HOUR,
  },
  {
    id: '11',
    category: 'suggestion',
    content: 'Please add a dark theme for the charts as well.',
    status: 'open',
    createdAt: FIXED_NOW - 80 * HOUR,
  },
]

export type GrowthHandlerOptions = {
  /** The message centre, newest first; `inboxRead` marks them. @default inboxMessagesFixture */
  inbox?: InboxMessage[]
  /** The user's anti-phishing phrase, shown with every message (`inboxList`). @default null */
  antiPhishing?: string | null
  /** The user's feedback, newest first; `feedbackSubmit` adds one. @default feedbackFixture */
  feedback?: Feedback[]
  /** @default inviteInfoFixture */
  invite?: InviteInfo
  /** @default inviteRecordsFixture */
  inviteRecords?: Record<1 | 2, InviteRecord[]>
}

const page = <T>(list: T[], { pageIndex, pageSize }: PageRequest) => ({
  list: list.slice((pageIndex - 1) * pageSize, pageIndex * pageSize),
  total: list.length,
  pageIndex,
  pageSize,
})

/**
 * Feedback, invitation and message-centre operations answering from in-memory copies of the
 * fixtures: a submitted feedback joins the list, read messages stay read.
 */
export function createGrowthHandlers(base: string, options: GrowthHandlerOptions = {}) {
  const ok = <T>(data: T) =>
    HttpResponse.json({ code: 'success', msg: 'success', data } as JsonBodyType)
  const inbox = (options.inbox ?? inboxMessagesFixture).map((m) => ({ ...m }))
  const feedback = [...(options.feedback ?? feedbackFixture)]
  const unread = () => inbox.filter((m) => !m.read).length
  let nextPhoto = 1
  const photos = new Set<string>()
  return [
    http.get(`${base}/app/inbox/unread`, () => ok({ unread: unread() })),
    http.post(`${base}/app/inbox/list`, async ({ request }) => {
      const body = (await request.json()) as InboxListRequest
      const list = body.unreadOnly ? inbox.filter((m) => !m.read) : inbox
      return ok({
        ...page(list, body),
        unread: unread(),
        antiPhishing: options.antiPhishing ?? null,
      })
    }),
    http.post(`${base}/app/inbox/read`, async ({ request }) => {
      const body = (await request.json()) as InboxReadRequest
      for (const m of inbox) if (!body.ids || body.ids.includes(m.id)) m.read = true
      return ok({ unread: unread() })
    }),
    http.get(`${base}/app/invite/info`, () => ok(options.invite ?? inviteInfoFixture)),
    http.post(`${base}/app/invite/records`, async ({ request }) => {
      const body = (await request.json()) as InviteRecordsRequest
      return ok(page((options.inviteRecords ?? inviteRecordsFixture)[body.level], body))
    }),
    http.put(`${base}/app/feedback/photo`, () => {
      const id = String(nextPhoto++).padStart(32, 'f')
      photos.add(id)
      return ok({ id, type: 'png', size: 2048 })
    }),
    // The screenshot itself, to its owner: a 1x1 PNG for any id this mock handed out.
    http.get(`${base}/app/feedback/photo/:photoId`, ({ params }) =>
      photos.has(String(params.photoId))
        ? new HttpResponse(ONE_PIXEL_PNG, { headers: { 'content-type': 'image/png' } })
        : new HttpResponse(null, { status: 404 }),
    ),
    http.post(`${base}/app/feedback/submit`, async ({ request }) => {
      const body = (await request.json()) as FeedbackSubmitRequest
      const created: Feedback = {
        id: String(100 + feedback.length),
        category: body.category,
        content: body.content,
        ...(body.photoId ? { photoId: body.photoId } : {}),
        status: 'open',
        createdAt: FIXED_NOW,
      }
      feedback.unshift(created)
      return ok(created)
    }),
    http.post(`${base}/app/feedback/list`, async ({ request }) => {
      const body = (await request.json()) as PageRequest
      return ok(page(feedback, body))
    }),
  ]
}
