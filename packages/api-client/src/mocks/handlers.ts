import { http, HttpResponse, type JsonBodyType } from 'msw'
import type { ErrorCode, ErrorDetails, SystemConfigKey } from '../schema'
import type { ResponseData } from '../client'
import { coinsFixture, productsFixture, systemConfigFixture, userFixture } from './fixtures'

/** A success envelope around `data`. */
export function successEnvelope<T>(data: T) {
  return { code: 'success' as const, msg: 'success', data }
}

/** An error envelope with the HTTP status the contract gives the code. */
export function errorResponse(
  code: ErrorCode,
  status: number,
  msg: string = code,
  data: ErrorDetails | null = null,
) {
  return HttpResponse.json({ code, msg, data } as JsonBodyType, { status })
}

/** Resolve an API path under the given base (default `/api`). */
const at = (base: string, path: string) => `${base}${path}`

export type MockHandlerOptions = {
  /** @default '/api' */
  baseUrl?: string
  /** `getUserInfo` answers this user, or `login.user.not.login` when null. */
  user?: ResponseData<'/app/account/getUserInfo', 'get'> | null
  coins?: ResponseData<'/app/product/coinList', 'post'>
  products?: ResponseData<'/app/product/indexList', 'post'>
  config?: Partial<Record<SystemConfigKey, string>>
  /** Delay every answer (ms), to show loading states. */
  delayMs?: number
}

/**
 * MSW handlers for every operation of contract v1, answering from typed fixtures. Stories and
 * tests override one handler with `server.use(...)` to show an error or an edge case.
 */
export function createHandlers(options: MockHandlerOptions = {}) {
  const base = options.baseUrl ?? '/api'
  const wait = () => new Promise((r) => setTimeout(r, options.delayMs ?? 0))
  const user = options.user === undefined ? userFixture : options.user
  const ok = async <T>(data: T) => {
    await wait()
    return HttpResponse.json(successEnvelope(data) as JsonBodyType)
  }
  return [
    http.get(at(base, '/app/account/getUserInfo'), () =>
      user ? ok(user) : errorResponse('login.user.not.login', 401, 'Not logged in'),
    ),
    http.post(at(base, '/oauth/token'), () =>
      user
        ? ok<ResponseData<'/oauth/token', 'post'>>({
            token: 'mock-token',
            expiresAt: Date.now() + 86_400_000,
            user,
          })
        : errorResponse('login.failed', 401, 'Wrong account or password'),
    ),
    http.post(at(base, '/app/account/register'), () =>
      ok<ResponseData<'/app/account/register', 'post'>>({ username: userFixture.username }),
    ),
    http.post(at(base, '/app/account/sendCode'), () =>
      ok<ResponseData<'/app/account/sendCode', 'post'>>({ resendAfter: 60, expiresIn: 600 }),
    ),
    http.post(at(base, '/app/account/forget'), () => ok(null)),
    http.post(at(base, '/app/account/logout'), () => ok(null)),
    http.get(at(base, '/app/systemConfig/getByKey'), ({ request }) => {
      const key = new URL(request.url).searchParams.get('key') as SystemConfigKey | null
      const item = key ? systemConfigFixture[key] : undefined
      if (!key || !item) return errorResponse('config.key.unknown', 404)
      return ok({ key, value: options.config?.[key] ?? item.value })
    }),
    http.post(at(base, '/app/product/indexList'), () => ok(options.products ?? productsFixture)),
    http.post(at(base, '/app/product/coinList'), () => ok(options.coins ?? coinsFixture)),
    http.get(at(base, '/app/rechargerecord/setHasRecharge'), () => ok({ hasRecharge: true })),
    http.get(at(base, '/app/dev/outbox'), () => ok([])),
  ]
}

/** The default handler set (signed-in demo user, fixtures). */
export const handlers = createHandlers()
