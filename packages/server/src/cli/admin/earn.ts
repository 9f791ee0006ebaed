import { AppError } from '../../errors'
import { createEarnRepo } from '../../modules/earn/repo'
import { amount as units, formatAmount } from '../../modules/ledger/money'
import { command, UsageError } from './command'
import { idArg, line } from './context'

const MINING_POOL = 'mining:pool <id> open|close'
const FINANCE_PRODUCT = 'finance:product <id> open|close'

/** `open` or `close`; anything else is a usage error. */
function openArg(state: string, usage: string): boolean {
  if (state !== 'open' && state !== 'close') throw new UsageError(usage)
  return state === 'open'
}

/** Earn products: the mining pools and the savings products, opened or closed to purchases. */
export const earnCommands = {
  'mining:pools': command({
    usage: 'mining:pools',
    summary: 'List the mining pools: terms, open or closed, running orders and their principal',
    run: (_input, ctx) => {
      const repo = createEarnRepo(ctx.db)
      for (const p of repo.pools()) {
        const active = repo.activeMining(p.id)
        const locked = active.amounts.reduce((t, a) => t + units(a), 0n)
        ctx.out(
          line([
            p.id,
            p.name,
            `${p.rate}/${p.rate_unit === 'daily' ? 'day' : 'month'}`,
            `${p.min_amount}-${p.max_amount} ${p.currency}`,
            `earns ${p.earnings_currency}`,
            `${p.term_days}d`,
            `payout ${p.payout_mode}`,
            p.rebate_type === 'inviter' ? `rebate ${p.rebate_ratio}` : 'no rebate',
            p.is_open ? 'open' : 'closed',
            `${active.count} running, ${formatAmount(locked)} ${p.currency} locked`,
          ]),
        )
      }
    },
  }),
  'mining:pool': command({
    audited: true,
    usage: MINING_POOL,
    summary: 'Open or close a mining pool to new purchases (running orders go on)',
    args: ['id', 'open|close'],
    run: ({ args: [id, state] }, ctx) => {
      const open = openArg(state, MINING_POOL)
      if (!createEarnRepo(ctx.db).setPoolOpen(idArg(id, MINING_POOL), open))
        throw new AppError(404, 'mining.pool.not.found', `No mining pool ${id}`)
      ctx.out(`mining pool ${id} ${open ? 'open' : 'closed'}`)
    },
  }),
  'finance:products': command({
    usage: 'finance:products',
    summary: 'List the savings products: term, annual rate, released and surplus funds',
    run: (_input, ctx) => {
      for (const p of createEarnRepo(ctx.db).products())
        ctx.out(
          line([
            p.id,
            p.name,
            `${p.term_days}d`,
            `${p.annual_rate}/year`,
            `${p.min_amount}-${p.max_amount} ${p.currency}`,
            `released ${p.released_funds}`,
            `surplus ${p.surplus_funds}`,
            p.is_open ? 'open' : 'closed',
          ]),
        )
    },
  }),
  'finance:product': command({
    audited: true,
    usage: FINANCE_PRODUCT,
    summary: 'Open or close a savings product to new purchases (running orders go on)',
    args: ['id', 'open|close'],
    run: ({ args: [id, state] }, ctx) => {
      const open = openArg(state, FINANCE_PRODUCT)
      if (!createEarnRepo(ctx.db).setProductOpen(idArg(id, FINANCE_PRODUCT), open))
        throw new AppError(404, 'finance.product.not.found', `No savings product ${id}`)
      ctx.out(`savings product ${id} ${open ? 'open' : 'closed'}`)
    },
  }),
}
