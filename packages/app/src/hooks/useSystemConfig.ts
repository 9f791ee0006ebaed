import type { ExchangeClient, SystemConfigKey } from '@bourse/api-client'
import { apiClient } from '../api/client'
import { useApiData } from './useApiData'
import type { ApiDataState } from './useApiData'

/** One public setting of the server (`GET /app/systemConfig/getByKey`), read without a toast. */
export function useSystemConfig(
  client: ExchangeClient,
  key: SystemConfigKey,
): ApiDataState<string> {
  return useApiData<string>(async (signal) => {
    const item = await client.get('/app/systemConfig/getByKey', {
      params: { query: { key } },
      signal,
      silent: true,
    })
    return item.value ?? ''
  }, key)
}

export type SignupKind = 'phone' | 'email'

/**
 * The kinds of account the server offers sign-up for (`signup_kinds`), in the order to show.
 * Both while loading or when the call fails: the server still refuses a kind it does not offer,
 * with a translated `channel.unavailable`.
 */
export function useSignupKinds(): SignupKind[] {
  const kinds = useSystemConfig(apiClient, 'signup_kinds')
  if (kinds.status !== 'ready') return ['phone', 'email']
  const offered = kinds.data.split(',')
  return (['phone', 'email'] as const).filter((kind) => offered.includes(kind))
}
