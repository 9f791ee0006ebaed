import { AppError } from '../../errors'
import { MARKET_SEEDS } from '../../modules/market/catalog'
import { createMarketRepo } from '../../modules/market/repo'
import { createRobotRepo } from '../../modules/robot/repo'
import { command, UsageError } from './command'
import { iso, line } from './context'

const MARKET_STATUS = 'market:status <SYMBOL> <0|1|2>'

/** Markets (list, open or close one) and the trading robots that run on them. */
export const marketCommands = {
  'market:list': command({
    usage: 'market:list',
    summary: 'List markets with their status (0 open, 1 not open, 2 maintenance)',
    run: (_input, ctx) => {
      const repo = createMarketRepo(ctx.db)
      repo.seedMarkets(MARKET_SEEDS, ctx.clock.now())
      for (const m of repo.markets()) ctx.out(line([m.symbol, m.is_open, m.name]))
    },
  }),
  'market:status': command({
    audited: true,
    usage: MARKET_STATUS,
    summary: 'Open (0), close (1, "coin not open") or put under maintenance (2) a market',
    args: ['SYMBOL', '0|1|2'],
    run: ({ args: [symbol, status] }, ctx) => {
      if (!['0', '1', '2'].includes(status)) throw new UsageError(MARKET_STATUS)
      const repo = createMarketRepo(ctx.db)
      repo.seedMarkets(MARKET_SEEDS, ctx.clock.now())
      const value = Number(status) as 0 | 1 | 2
      if (!repo.setStatus(symbol.toUpperCase(), value, ctx.clock.now()))
        throw new AppError(404, 'market.not.found', `No market ${symbol}`)
      const label = ['open', 'not open', 'under maintenance'][value]
      ctx.out(`${symbol.toUpperCase()} is ${label} (a running server applies it within 2 s)`)
    },
  }),
  'robot:runs': command({
    usage: 'robot:runs [limit]',
    summary: 'Newest robot runs (id, account, symbol, strategy, status, investment, quote, base)',
    optional: ['limit'],
    run: ({ args: [limit = '50'] }, ctx) => {
      for (const r of createRobotRepo(ctx.db).recent(Number(limit))) {
        ctx.out(
          line([
            r.id,
            r.username,
            r.symbol,
            r.strategy,
            r.status === 'ended' ? `ended:${r.end_reason ?? ''}` : 'running',
            r.investment,
            r.quote_held,
            r.base_held,
            iso(r.started_at),
          ]),
        )
      }
    },
  }),
}
