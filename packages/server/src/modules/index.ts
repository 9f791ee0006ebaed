import type { Scheduler } from '../clock'
import type { AppContext } from '../context'
import type { HandlerTable } from '../contract/handlers'
import { createAuthRepo } from './auth/repo'
import { authHandlers } from './auth/handlers'
import { createAuthGuards } from './auth/guards'
import { createAuthService } from './auth/service'
import { createPasskeys, createPasskeysRepo, passkeyHandlers } from './auth/passkeys'
import { createAccountFreezes, createFreezeRepo } from './auth/freeze'
import type { AllowlistSecurity } from './wallet/allowlist'
import { devHandlers } from './dev/handlers'
import { marketHandlers } from './market/handlers'
import { createMarketRepo } from './market/repo'
import { createMarketService } from './market/service'
import type { MarketOptions } from './market/service'
import { createOutboxRepo } from './messages/repo'
import { createProductRepo } from './product/repo'
import { spotHandlers } from './spot/handlers'
import { createSpotRepo } from './spot/repo'
import { createSpotService } from './spot/service'
import { createLedgerRepo } from './ledger/repo'
import { createLedgerService } from './ledger/service'
import { createLifecycles } from './lifecycle'
import { productHandlers } from './product/handlers'
import { robotHandlers } from './robot/handlers'
import { createRobotRepo } from './robot/repo'
import { createRobotService } from './robot/service'
import { kycHandlers } from './kyc/handlers'
import { createKycRepo } from './kyc/repo'
import { createKycService } from './kyc/service'
import { feesHandlers } from './fees/handlers'
import { createFeesRepo } from './fees/repo'
import { createFeesService } from './fees/service'
import { futuresHandlers } from './futures/handlers'
import { createFuturesRepo } from './futures/repo'
import { createFuturesService } from './futures/service'
import { secondHandlers } from './second/handlers'
import { createSecondRepo } from './second/repo'
import { createSecondService } from './second/service'
import { earnHandlers } from './earn/handlers'
import { createEarnRepo } from './earn/repo'
import { createEarnService } from './earn/service'
import { createSystemRepo } from './system/repo'
import { walletHandlers } from './wallet/handlers'
import { createWalletRepo } from './wallet/repo'
import { createWalletService } from './wallet/service'
import { systemHandlers } from './system/handlers'
import { createUserEvents } from './events/userEvents'
import { inboxHandlers } from './inbox/handlers'
import { createInboxRepo } from './inbox/repo'
import { createInboxService } from './inbox/service'
import { contentHandlers } from './content/handlers'
import { createContentRepo } from './content/repo'
import { createContentService } from './content/service'
import { feedbackHandlers } from './feedback/handlers'
import { createFeedbackRepo } from './feedback/repo'
import { createFeedbackService } from './feedback/service'
import { createUploadUsage } from './uploads/usage'
import { inviteHandlers } from './invite/handlers'
import { createInviteRepo } from './invite/repo'
import { createInviteService } from './invite/service'

/** Builds every domain module and the one handler table the contract router binds. */
export function createModules(
  ctx: AppContext & { scheduler: Scheduler },
  marketOptions: MarketOptions,
) {
  const outbox = createOutboxRepo(ctx.db)
  const authRepo = createAuthRepo(ctx.db)
  // Password hashing and the attempt limiter, shared by sign-in, security and withdrawals.
  const guards = createAuthGuards(ctx)
  // Security notices reach the message centre and freezes, built below; passkeys are a factor.
  const auth = createAuthService(ctx, authRepo, guards, () => ({
    notify,
    freeze: (userId) => freezes.freeze(userId),
    passkeys: passkeys.factor,
  }))
  // Passkeys sign in, and confirm step-ups and withdrawals; adding or removing one is a change.
  const passkeys = createPasskeys(auth.parts, createPasskeysRepo(ctx.db), {
    openSession: auth.openSession,
    recordSignIn: auth.recordSignIn,
    gate: auth.stepUpGate,
    securityChanged: auth.securityChanged,
  })
  const system = createSystemRepo(ctx.db)
  // Balances, holds and the ledger: every module that moves money moves it there.
  const ledger = createLedgerService(ctx, createLedgerRepo(ctx.db))
  // User-channel events go out after the commit of the transaction that made them; the message
  // centre hears of events in the transactions that make them.
  const userEvents = createUserEvents(ctx.uow, ctx.publisher)
  const inbox = createInboxService(ctx, createInboxRepo(ctx.db), userEvents, authRepo)
  const notify = inbox.notify
  // Spot trading attaches to every engine while the market service builds them, before the
  // simulator starts (it restores open orders), so it reaches that service late, for its status.
  const spot = createSpotService(ctx, createSpotRepo(ctx.db), {
    ledger,
    users: authRepo,
    system,
    notify,
    markets: { checkOpen: (symbol) => markets.checkOpen(symbol) },
  })
  const markets = createMarketService(ctx, createMarketRepo(ctx.db), {
    ...marketOptions,
    onEngine: (market) => spot.attach(market),
  })
  // The robot comes last: its runs resume on markets whose books are restored.
  const robot = createRobotService(ctx, createRobotRepo(ctx.db), spot, markets, authRepo)
  // The allow-list's step-up and its security change come from the auth service.
  const allowlistSecurity: AllowlistSecurity = {
    stepUp: auth.stepUpGate,
    securityChanged: (userId, change) => {
      const before = authRepo.findUserById(userId)
      if (before) auth.securityChanged(before, change)
    },
  }
  const wallet = createWalletService(
    ctx,
    createWalletRepo(ctx.db),
    spot,
    ledger,
    markets,
    authRepo,
    notify,
    userEvents,
    guards,
    allowlistSecurity,
    passkeys,
  )
  const futures = createFuturesService(ctx, createFuturesRepo(ctx.db), spot, ledger, markets, {
    notify,
    ...(ctx.config.futuresHoldingPeriodMs
      ? { holdingPeriodMs: ctx.config.futuresHoldingPeriodMs }
      : {}),
  })
  const second = createSecondService(ctx, createSecondRepo(ctx.db), spot, ledger, markets, {
    enabled: ctx.config.secondContracts,
  })
  // Mining and savings pay out on the clock; payouts tell the message centre.
  const earn = createEarnService(ctx, createEarnRepo(ctx.db), {
    spot,
    ledger,
    markets,
    users: authRepo,
    notify,
  })
  // Operator freezes lock positions too, so they come after futures.
  const publishUser = (id: number) => auth.publishUser(id)
  const freezes = createAccountFreezes(ctx, createFreezeRepo(ctx.db), authRepo, ledger, publishUser)
  const uploadUsage = createUploadUsage(ctx.db)
  const kyc = createKycService(
    ctx,
    createKycRepo(ctx.db),
    authRepo,
    publishUser,
    notify,
    uploadUsage,
  )
  // Daily fee levels: spot and futures fees read the levels it puts into effect.
  const fees = createFeesService(ctx, createFeesRepo(ctx.db))
  // Content is seeded from seed/<lang>.json at start; feedback replies reach the message centre.
  const content = createContentService(ctx, createContentRepo(ctx.db))
  const feedback = createFeedbackService(ctx, createFeedbackRepo(ctx.db), notify, uploadUsage)
  const invite = createInviteService(createInviteRepo(ctx.db))

  // Started in this order once everything is built, stopped in reverse (app.ts): timers stop and
  // the markets write their pending trades and candles last, before the database closes.
  const lifecycles = createLifecycles(ctx.log)
  lifecycles.register('auth', {
    start: () => {
      auth.housekeeping()
      passkeys.purgeChallengesBefore(ctx.clock.now())
    },
  })
  lifecycles.register('markets', { stop: () => markets.stop() })
  lifecycles.register('fees', { stop: () => fees.stop() })
  lifecycles.register('freezes', { stop: () => freezes.stop() })
  lifecycles.register('feedback', { stop: () => feedback.stop() })
  lifecycles.register('kyc', { stop: () => kyc.stop() })
  lifecycles.register('wallet', { stop: () => wallet.stop() })
  lifecycles.register('earn', { stop: () => earn.stop() })
  lifecycles.register('second', { stop: () => second.stop() })
  lifecycles.register('futures', { stop: () => futures.stop() })
  // Runs that were running resume (or end) once every module they touch is built.
  lifecycles.register('robot', { start: () => robot.resume(), stop: () => robot.stopTimers() })

  const tables: HandlerTable[] = [
    authHandlers(auth),
    passkeyHandlers(passkeys, ctx.config),
    systemHandlers(system, ctx.config, ctx.clock),
    productHandlers(createProductRepo(ctx.db), markets),
    marketHandlers(markets),
    spotHandlers(spot),
    robotHandlers(robot),
    walletHandlers(wallet),
    futuresHandlers(futures),
    secondHandlers(second),
    earnHandlers(earn),
    kycHandlers(kyc),
    feesHandlers(fees),
    inboxHandlers(inbox),
    contentHandlers(content),
    feedbackHandlers(feedback),
    inviteHandlers(invite),
    devHandlers(ctx, outbox, markets, wallet),
  ]
  const handlers: HandlerTable = {}
  for (const table of tables) {
    for (const [id, handler] of Object.entries(table)) {
      if (id in handlers) throw new Error(`Two modules handle ${id}`)
      Object.assign(handlers, { [id]: handler })
    }
  }
  return {
    handlers,
    lifecycles,
    auth,
    guards,
    outbox,
    system,
    markets,
    ledger,
    spot,
    robot,
    wallet,
    futures,
    second,
    earn,
    freezes,
    kyc,
    fees,
    inbox,
    content,
    feedback,
    invite,
  }
}

export type Modules = ReturnType<typeof createModules>
