import { http } from 'msw'
import type { SystemConfigKey } from '../../schema'
import { coinsFixture, productsFixture, systemConfigFixture } from '../fixtures'
import type { MockArea } from './options'
import { errorResponse } from './respond'

/** The site's settings: configuration values, the product and coin lists, dev helpers. */
export function systemHandlers({ at, ok, options }: MockArea) {
  return [
    http.get(at('/app/systemConfig/getByKey'), ({ request }) => {
      const key = new URL(request.url).searchParams.get('key') as SystemConfigKey | null
      const item = key ? systemConfigFixture[key] : undefined
      if (!key || !item) return errorResponse('config.key.unknown', 404)
      return ok({ key, value: options.config?.[key] ?? item.value })
    }),
    http.get(at('/app/system/time'), () =>
      ok({ serverTime: Math.round((options.serverNow ?? Date.now)()) }),
    ),
    http.post(at('/app/product/indexList'), () => ok(options.products ?? productsFixture)),
    http.post(at('/app/product/coinList'), () => ok(options.coins ?? coinsFixture)),
    http.get(at('/app/rechargerecord/setHasRecharge'), () => ok({ hasRecharge: true })),
    http.get(at('/app/dev/outbox'), () => ok([])),
  ]
}
