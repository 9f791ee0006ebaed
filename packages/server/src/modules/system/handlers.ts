import type { HandlerTable } from '../../contract/handlers'
import { notFound } from '../../errors'
import type { SystemRepo } from './repo'

export function systemHandlers(repo: SystemRepo, demoMode: boolean): HandlerTable {
  return {
    getSystemConfig: ({ query }) => {
      // Demo mode is the server's own setting, so pages can offer demo helpers only where they work.
      if (query.key === 'demo_mode') return { key: query.key, value: String(demoMode) }
      const row = repo.get(query.key)
      if (!row || row.is_public !== 1)
        throw notFound('config.key.unknown', `No configuration value ${query.key}`)
      return { key: query.key, value: row.config_value }
    },
  }
}
