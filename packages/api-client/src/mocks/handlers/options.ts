import type { ResponseData } from '../../client'
import type {
  FuturesOrder,
  Passkey,
  SecondOffer,
  SecondOrder,
  SessionDevice,
  SignInRecord,
  StepUpFactor,
  SystemConfigKey,
  WithdrawalLimits,
} from '../../schema'
import type { EarnHandlerOptions } from '../earnHandlers'
import type { GrowthHandlerOptions } from '../growthHandlers'
import type { responder } from './respond'

export type MockHandlerOptions = EarnHandlerOptions & {
  /** @default '/api' */
  baseUrl?: string
  /** `getUserInfo` answers this user, or `login.user.not.login` when null. */
  user?: ResponseData<'/app/account/getUserInfo', 'get'> | null
  coins?: ResponseData<'/app/product/coinList', 'post'>
  products?: ResponseData<'/app/product/indexList', 'post'>
  config?: Partial<Record<SystemConfigKey, string>>
  /** `robotKeyStatus` answers this. @default robotKeyStatusFixture (a key exists) */
  robotKey?: ResponseData<'/app/robot/key', 'get'>
  /**
   * The user's robot runs (`robotRuns`, `robotRunDetail`); `robotStart` adds one.
   * @default the running grid run of BTCUSDT (robotRunDetailFixture)
   */
  robotRuns?: ResponseData<'/app/robot/run', 'get'>[]
  /**
   * The user's open futures positions (`futuresPositions`); place adds one, close removes it.
   * @default futuresPositionsFixture
   */
  futuresPositions?: FuturesOrder[]
  /**
   * Pending futures limit orders (`futuresOrdersCurrent`); cancel removes one.
   * @default futuresPendingOrdersFixture
   */
  futuresPending?: FuturesOrder[]
  /** Finished futures records (`futuresOrdersHistory`). @default futuresHistoryOrdersFixture */
  futuresHistory?: FuturesOrder[]
  /** `secondProducts` answers this. @default secondOfferFixture */
  secondOffer?: SecondOffer
  /**
   * The user's second contracts (`secondOrders`), newest first; place adds one.
   * @default the open and settled fixtures
   */
  secondOrders?: SecondOrder[]
  /**
   * The user's signed-in sessions (`listSessions`); signing out removes them.
   * @default sessionDevicesFixture
   */
  sessions?: SessionDevice[]
  /** The last sign-ins (`listSignIns`). @default signInsFixture */
  signIns?: SignInRecord[]
  /** The user's passkeys (`passkeyList`); adding and removing change them. @default passkeysFixture */
  passkeys?: Passkey[]
  /**
   * The withdrawal limits (`withdrawalLimits`); `setWithdrawalAllowlist` turns the allow-list
   * on, or off with a step-up token (403 `stepup.required` without). @default withdrawalLimitsFixture
   */
  withdrawalLimits?: WithdrawalLimits
  /**
   * The second factor `stepUpStart` asks for.
   * @default the authenticator when the user has one, else a code
   */
  stepUpFactor?: StepUpFactor
  /**
   * The server's clock (`getServerTime`); a story with the device's clock off passes the real one.
   * @default Date.now
   */
  serverNow?: () => number
  /** Delay every answer (ms), to show loading states. */
  delayMs?: number
  /** Feedback, invitation and message-centre data. @default their fixtures */
  growth?: GrowthHandlerOptions
}

/** What every area's handlers share: where the API is, how to answer, the options. */
export interface MockArea {
  /** `path` under the API base. */
  at: (path: string) => string
  ok: ReturnType<typeof responder>
  options: MockHandlerOptions
  /** The signed-in user, or null when signed out. */
  user: ResponseData<'/app/account/getUserInfo', 'get'> | null
}
