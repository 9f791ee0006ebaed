import { AppError } from '../../errors'
import { createSystemRepo } from '../../modules/system/repo'
import { command } from './command'
import { line, printable } from './context'

/** The system configuration values (`config:get`, `config:set`). */
export const configCommands = {
  'config:get': command({
    usage: 'config:get [key]',
    summary: 'Show one system configuration value, or all of them',
    optional: ['key'],
    run: ({ args: [key] }, ctx) => {
      const repo = createSystemRepo(ctx.db)
      if (!key) {
        for (const row of repo.list()) ctx.out(line([row.config_key, row.config_value]))
        return
      }
      const row = repo.get(key)
      if (!row) throw new AppError(404, 'config.key.unknown', `No configuration value ${key}`)
      ctx.out(printable(row.config_value))
    },
  }),
  'config:set': command({
    audited: true,
    usage: 'config:set <key> <value>',
    summary: 'Set a system configuration value (online_service, custom_line, custom_whatsapp, ...)',
    args: ['key', 'value'],
    run: ({ args: [key, value] }, ctx) => {
      createSystemRepo(ctx.db).set(key, value, ctx.clock.now())
      ctx.out(`${printable(key)} = ${printable(value)}`)
    },
  }),
}
