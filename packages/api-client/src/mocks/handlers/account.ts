import { http } from 'msw'
import type { ResponseData } from '../../client'
import type { TransferRequest } from '../../schema'
import { financialBalancesFixture } from '../earnFixtures'
import { userFixture } from '../fixtures'
import { contractBalancesFixture } from '../futuresFixtures'
import { secondBalancesFixture } from '../secondFixtures'
import { spotBalancesFixture } from '../spotFixtures'
import type { MockArea } from './options'
import { errorResponse } from './respond'

/** The account: who is signed in, signing in and out, and the balances of its accounts. */
export function accountHandlers({ at, ok, user }: MockArea) {
  return [
    http.get(at('/app/account/getUserInfo'), () =>
      user ? ok(user) : errorResponse('login.user.not.login', 401, 'Not logged in'),
    ),
    http.post(at('/oauth/token'), () =>
      user
        ? ok<ResponseData<'/oauth/token', 'post'>>({
            token: 'mock-token',
            expiresAt: Date.now() + 86_400_000,
            user,
          })
        : errorResponse('login.failed', 401, 'Wrong account or password'),
    ),
    http.post(at('/app/account/register'), () =>
      ok<ResponseData<'/app/account/register', 'post'>>({ username: userFixture.username }),
    ),
    http.post(at('/app/account/sendCode'), () =>
      ok<ResponseData<'/app/account/sendCode', 'post'>>({ resendAfter: 60, expiresIn: 600 }),
    ),
    http.post(at('/app/account/forget'), () => ok(null)),
    http.post(at('/app/account/logout'), () => ok(null)),
    http.get(at('/app/account/balances'), ({ request }) => {
      const account = new URL(request.url).searchParams.get('account')
      if (account === 'contract') return ok(contractBalancesFixture)
      if (account === 'second') return ok(secondBalancesFixture)
      if (account === 'spot') return ok(spotBalancesFixture)
      if (account === 'financial') return ok(financialBalancesFixture)
      return ok([{ asset: 'USDT', available: '0', frozen: '0', total: '0' }])
    }),
    http.post(at('/app/account/transfer'), async ({ request }) => {
      const body = (await request.json()) as TransferRequest
      return ok<ResponseData<'/app/account/transfer', 'post'>>({
        id: `t-${body.clientTransferId.slice(-8)}`,
        clientTransferId: body.clientTransferId,
        from: body.from,
        to: body.to,
        asset: body.asset,
        amount: body.amount,
        createdAt: Date.now(),
      })
    }),
  ]
}
