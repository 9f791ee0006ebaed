import type { Clock } from '../../clock'
import type { ServerConfig } from '../../config'
import type { HandlerTable } from '../../contract/handlers'
import { notFound } from '../../errors'
import type { SystemRepo } from './repo'

export function systemHandlers(
  repo: SystemRepo,
  config: Pick<ServerConfig, 'demoMode' | 'signupPhone' | 'signupEmail'>,
  clock: Clock,
): HandlerTable {
  return {
    // The clock every countdown in the site and the widgets runs on (docs/adr/0028): the demo's
    // moved clock included, since contracts, codes and allow-list entries are timed on it.
    getServerTime: () => ({ serverTime: clock.now() }),
    getSystemConfig: ({ query }) => {
      // Demo mode is the server's own setting, so pages can offer demo helpers only where they work.
      if (query.key === 'demo_mode') return { key: query.key, value: String(config.demoMode) }
      // Likewise the kinds of sign-up: the register page offers only those.
      if (query.key === 'signup_kinds') {
        const kinds = [config.signupPhone && 'phone', config.signupEmail && 'email']
        return { key: query.key, value: kinds.filter(Boolean).join(',') }
      }
      const row = repo.get(query.key)
      if (!row || row.is_public !== 1)
        throw notFound('config.key.unknown', `No configuration value ${query.key}`)
      return { key: query.key, value: row.config_value }
    },
  }
}
