import { useWidgets } from '@bourse/exchange-widgets'
import { useSystemConfig } from './useSystemConfig'

/**
 * Whether the server runs in demo mode (`GET /app/systemConfig/getByKey?key=demo_mode` is
 * `'true'`): the demo funds offer and the deposit page's simulated transaction show only then.
 * False while loading and when the call fails (a live exchange offers neither).
 */
export function useDemoMode(): boolean {
  const demo = useSystemConfig(useWidgets().client, 'demo_mode')
  return demo.status === 'ready' && demo.data === 'true'
}
