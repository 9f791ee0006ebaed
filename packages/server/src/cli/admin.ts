#!/usr/bin/env -S npx tsx --conditions=source
import { pathToFileURL } from 'node:url'
import type { FastifyBaseLogger } from 'fastify'
import { systemClock, timerScheduler } from '../clock'
import type { Clock } from '../clock'
import { loadConfig } from '../config'
import type { ServerConfig } from '../config'
import { openDatabase } from '../db/connection'
import type { Db } from '../db/connection'
import { migrate } from '../db/migrate'
import { AppError } from '../errors'
import { createAuthRepo } from '../modules/auth/repo'
import { createAuthService } from '../modules/auth/service'
import { MARKET_SEEDS } from '../modules/market/catalog'
import { createMarketRepo } from '../modules/market/repo'
import { createOutboxRepo } from '../modules/messages/repo'
import { createRobotRepo } from '../modules/robot/repo'
import { createSystemRepo } from '../modules/system/repo'
import { InProcessPublisher } from '../ws/publisher'

/** What a command gets: the open database, the clock and somewhere to print. */
export interface AdminContext {
  db: Db
  clock: Clock
  config: ServerConfig
  out: (line: string) => void
}

interface Command {
  usage: string
  summary: string
  run: (args: string[], ctx: AdminContext) => Promise<void> | void
}

const silentLog = { info: () => undefined } as unknown as FastifyBaseLogger

function auth(ctx: AdminContext) {
  return createAuthService(
    {
      config: ctx.config,
      clock: ctx.clock,
      scheduler: timerScheduler,
      db: ctx.db,
      log: silentLog,
      // The CLI never sends messages.
      sender: { send: async () => undefined },
      publisher: new InProcessPublisher(),
    },
    createAuthRepo(ctx.db),
  )
}

function need(args: string[], count: number, usage: string): string[] {
  if (args.length < count || args.slice(0, count).some((a) => a === '')) {
    throw new UsageError(`usage: ${usage}`)
  }
  return args
}

class UsageError extends Error {}

const iso = (ms: number) => new Date(ms).toISOString()

/** Every admin command. Later modules add theirs here (kyc:approve, withdrawal:reject, ...). */
export const commands: Record<string, Command> = {
  'users:list': {
    usage: 'users:list [limit] [offset]',
    summary: 'List users (id, account, nickname, state, created)',
    run: ([limit = '100', offset = '0'], ctx) => {
      for (const u of auth(ctx).listUsers(Number(limit), Number(offset))) {
        ctx.out(
          [
            u.id,
            u.username,
            u.nick_name,
            u.frozen ? 'frozen' : 'active',
            u.invite_code,
            iso(u.created_at),
          ].join('\t'),
        )
      }
    },
  },
  'user:freeze': {
    usage: 'user:freeze <account>',
    summary: 'Freeze an account and end its sessions',
    run: (args, ctx) => {
      const [account = ''] = need(args, 1, 'user:freeze <account>')
      const user = auth(ctx).setFrozen(account, true)
      ctx.out(`frozen ${user.username} (id ${user.id})`)
    },
  },
  'user:unfreeze': {
    usage: 'user:unfreeze <account>',
    summary: 'Unfreeze an account',
    run: (args, ctx) => {
      const [account = ''] = need(args, 1, 'user:unfreeze <account>')
      const user = auth(ctx).setFrozen(account, false)
      ctx.out(`unfrozen ${user.username} (id ${user.id})`)
    },
  },
  'config:get': {
    usage: 'config:get [key]',
    summary: 'Show one system configuration value, or all of them',
    run: ([key], ctx) => {
      const repo = createSystemRepo(ctx.db)
      if (!key) {
        for (const row of repo.list()) ctx.out(`${row.config_key}\t${row.config_value}`)
        return
      }
      const row = repo.get(key)
      if (!row) throw new AppError(404, 'config.key.unknown', `No configuration value ${key}`)
      ctx.out(row.config_value)
    },
  },
  'config:set': {
    usage: 'config:set <key> <value>',
    summary: 'Set a system configuration value (online_service, custom_line, custom_whatsapp, ...)',
    run: (args, ctx) => {
      const [key = '', value = ''] = need(args, 2, 'config:set <key> <value>')
      createSystemRepo(ctx.db).set(key, value, ctx.clock.now())
      ctx.out(`${key} = ${value}`)
    },
  },
  'market:list': {
    usage: 'market:list',
    summary: 'List markets with their status (0 open, 1 not open, 2 maintenance)',
    run: (_args, ctx) => {
      const repo = createMarketRepo(ctx.db)
      repo.seedMarkets(MARKET_SEEDS, ctx.clock.now())
      for (const m of repo.markets()) ctx.out([m.symbol, m.is_open, m.name].join('\t'))
    },
  },
  'market:status': {
    usage: 'market:status <SYMBOL> <0|1|2>',
    summary: 'Open (0), close (1, "coin not open") or put under maintenance (2) a market',
    run: (args, ctx) => {
      const [symbol = '', status = ''] = need(args, 2, 'market:status <SYMBOL> <0|1|2>')
      if (!['0', '1', '2'].includes(status))
        throw new UsageError('usage: market:status <SYMBOL> <0|1|2>')
      const repo = createMarketRepo(ctx.db)
      repo.seedMarkets(MARKET_SEEDS, ctx.clock.now())
      const value = Number(status) as 0 | 1 | 2
      if (!repo.setStatus(symbol.toUpperCase(), value, ctx.clock.now()))
        throw new AppError(404, 'market.not.found', `No market ${symbol}`)
      const label = ['open', 'not open', 'under maintenance'][value]
      ctx.out(`${symbol.toUpperCase()} is ${label} (a running server applies it within 2 s)`)
    },
  },
  'robot:runs': {
    usage: 'robot:runs [limit]',
    summary: 'Newest robot runs (id, account, symbol, strategy, status, investment, quote, base)',
    run: ([limit = '50'], ctx) => {
      for (const r of createRobotRepo(ctx.db).recent(Number(limit))) {
        ctx.out(
          [
            r.id,
            r.username,
            r.symbol,
            r.strategy,
            r.status === 'ended' ? `ended:${r.end_reason ?? ''}` : 'running',
            r.investment,
            r.quote_held,
            r.base_held,
            iso(r.started_at),
          ].join('\t'),
        )
      }
    },
  },
  'outbox:list': {
    usage: 'outbox:list [to]',
    summary: 'Messages the server would have sent, newest first',
    run: ([to], ctx) => {
      for (const m of createOutboxRepo(ctx.db).list(to)) {
        ctx.out(
          [m.id, iso(m.created_at), m.channel, m.recipient, m.code ?? '', m.subject].join('\t'),
        )
      }
    },
  },
}

function help(out: (line: string) => void): void {
  out('usage: npm run admin -w @bourse/server -- <command> [args]\n')
  for (const c of Object.values(commands)) out(`  ${c.usage.padEnd(30)} ${c.summary}`)
}

/** Runs one command; returns the process exit code. */
export async function runAdmin(
  argv: string[],
  ctx: AdminContext,
  err = console.error,
): Promise<number> {
  const [name, ...args] = argv
  if (!name || name === 'help' || name === '--help') {
    help(ctx.out)
    return name ? 0 : 1
  }
  const command = commands[name]
  if (!command) {
    err(`unknown command: ${name}`)
    help(err)
    return 1
  }
  try {
    await command.run(args, ctx)
    return 0
  } catch (error) {
    if (error instanceof UsageError || error instanceof AppError) {
      err(error.message)
      return error instanceof UsageError ? 1 : 2
    }
    throw error
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const config = loadConfig()
  const db = openDatabase(config.dataDir)
  migrate(db)
  const code = await runAdmin(process.argv.slice(2), {
    db,
    clock: systemClock,
    config,
    out: console.log,
  })
  db.close()
  process.exit(code)
}
