import { ManualScheduler, OffsetClock } from '../../clock'
import type { AppContext } from '../../context'
import type { HandlerTable } from '../../contract/handlers'
import { fieldError, notFound } from '../../errors'
import type { MarketService } from '../market/service'
import type { OutboxRepo } from '../messages/repo'
import { userOf } from '../../contract/session'
import type { WalletService } from '../wallet/service'

/** The contract's tag of the demo-only operations. */
export const DEV_TAG = 'dev'

/**
 * Demo-mode helpers, for signed-in users. Outside demo mode the router does not serve them at
 * all (`DEV_TAG`), so nothing here asks which mode this is.
 */
export function devHandlers(
  ctx: AppContext,
  outbox: OutboxRepo,
  markets: MarketService,
  wallet: WalletService,
): HandlerTable {
  return {
    devChainSend: ({ body, session }) => {
      const userId = userOf(session)
      wallet.checkAccount(userId)
      const row = wallet.deposits.send(userId, body.coin, body.chain, body.amount)
      return wallet.deposits.depositOut(row)
    },
    devMarketSteer: ({ body }) => {
      markets.market(body.symbol)
      if (markets.units(body.symbol).ticks(body.price) === null)
        throw fieldError('body.price', 'order.price.invalid', 'Not a price on the tick grid')
      markets.steer(body.symbol, body.price)
      return null
    },
    devClockAdvance: ({ body }) => {
      const { clock, scheduler } = ctx
      // Tests step a manual scheduler (running what falls due); a demo server shifts its clock.
      if (scheduler instanceof ManualScheduler) scheduler.advance(body.ms)
      else if (clock instanceof OffsetClock) clock.advance(body.ms)
      else throw notFound('not.found', 'This clock cannot be moved')
      return { now: clock.now(), offsetMs: clock instanceof OffsetClock ? clock.offsetMs : 0 }
    },
    devOutbox: ({ query }) => {
      const to = query?.to?.trim()
      const normalised = to && to.includes('@') ? to.toLowerCase() : to?.replace(/[\s\-().]/g, '')
      return outbox.list(normalised || undefined).map((row) => ({
        id: row.id,
        channel: row.channel,
        to: row.recipient,
        subject: row.subject,
        body: row.body,
        ...(row.code ? { code: row.code } : {}),
        createdAt: row.created_at,
      }))
    },
  }
}
