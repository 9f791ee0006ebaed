import type { HandlerTable } from '../../contract/handlers'
import { notFound } from '../../errors'
import type { SystemRepo } from './repo'

export function systemHandlers(repo: SystemRepo): HandlerTable {
  return {
    getSystemConfig: ({ query }) => {
      const row = repo.get(query.key)
      if (!row || row.is_public !== 1)
        throw notFound('config.key.unknown', `No configuration value ${query.key}`)
      return { key: query.key, value: row.config_value }
    },
  }
}
