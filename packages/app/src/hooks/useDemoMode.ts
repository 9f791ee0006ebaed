import { useWidgets } from '@bourse/exchange-widgets'
import { useApiData } from './useApiData'

/**
 * Whether the server runs in demo mode (`GET /app/systemConfig/getByKey?key=demo_mode` is
 * `'true'`): the demo funds offer and the deposit page's simulated transaction show only then.
 * False while loading and when the call fails (a live exchange offers neither).
 */
export function useDemoMode(): boolean {
  const { client } = useWidgets()
  const demo = useApiData((signal) =>
    client.get('/app/systemConfig/getByKey', {
      params: { query: { key: 'demo_mode' } },
      signal,
      silent: true,
    }),
  )
  return demo.status === 'ready' && demo.data.value === 'true'
}
