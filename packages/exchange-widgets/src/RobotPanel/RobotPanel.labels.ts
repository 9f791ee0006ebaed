import type {
  RobotEndReason,
  RobotStepKind,
  RobotStrategyId,
  SpotOrderStatus,
} from '@bourse/api-client'

/** The RobotPanel's English text: the defaults its messages and `labels` prop override. */
export const defaultRobotPanelLabels = {
  title: 'Quantitative robot',
  strategy: 'Strategy',
  strategyGrid: 'Grid',
  strategyGridDescription: 'Buys and sells on a grid of prices around the current price.',
  strategyMeanReversion: 'Mean reversion',
  strategyMeanReversionDescription: 'Buys below the moving average and sells above it.',
  /** Parameter `rangePercent`. */
  paramRangePercent: 'Price range (%)',
  /** Parameter `gridCount`. */
  paramGridCount: 'Grid lines',
  /** Parameter `windowSize`. */
  paramWindowSize: 'Average window (ticks)',
  /** Parameter `bandPercent`. */
  paramBandPercent: 'Band width (%)',
  /** Parameter `orderPercent`. */
  paramOrderPercent: 'Order size (% of investment)',
  /** Under each parameter; `{min}`, `{max}`. */
  paramRange: 'From {min} to {max}',
  startingAmount: 'Starting amount',
  runTime: 'Run time',
  /** `{minutes}`. */
  minutes: '{minutes} min',
  investment: 'Investment',
  /** `{amount}` with its asset. */
  available: 'Available: {amount}',
  secretKey: 'Secret key',
  secretKeyPlaceholder: 'Your robot secret key',
  showKey: 'Show secret key',
  hideKey: 'Hide secret key',
  getKey: 'Get a secret key',
  start: 'Start robot',
  starting: 'Starting…',
  errorRequired: 'Enter a value',
  /** `{min}`. */
  errorBelowMin: 'At least {min}',
  /** `{max}`. */
  errorAboveMax: 'At most {max}',
  /** `{step}`. */
  errorOffStep: 'Use steps of {step}',
  errorInvestmentRequired: 'Enter an investment',
  errorInvestmentZero: 'The investment cannot be 0',
  /** `{amount}` with its asset. */
  errorInvestmentLow: 'Investment below starting amount ({amount})',
  errorInvestmentHigh: 'Insufficient balance',
  errorSecretKeyRequired: 'Enter your secret key',
  running: 'Running',
  ended: 'Ended',
  profit: 'Profit',
  profitRate: 'Profit rate',
  /** Followed by the asset. */
  held: 'Held',
  timeLeft: 'Time left',
  orders: 'Orders',
  steps: 'Run steps',
  noSteps: 'Waiting for the first step…',
  noOrders: 'No orders yet',
  stepStart: 'Start',
  stepQueue: 'Queue',
  stepFetchPrice: 'Fetch market price',
  stepExecuteBuy: 'Execute buy',
  stepExecuteSell: 'Execute sell',
  stepEnd: 'End',
  side: 'Side',
  price: 'Price',
  quantity: 'Quantity',
  status: 'Status',
  buy: 'Buy',
  sell: 'Sell',
  orderPending: 'Open',
  orderPartiallyFilled: 'Partly filled',
  orderFilled: 'Filled',
  orderCancelled: 'Cancelled',
  stop: 'Stop robot',
  stopTitle: 'Stop the robot?',
  stopBody: 'Its open orders are cancelled; what it holds stays in your spot account.',
  stopConfirm: 'Stop',
  cancel: 'Cancel',
  endReason: 'Result',
  endCompleted: 'Completed',
  endStopped: 'Stopped',
  endMarketClosed: 'Market closed',
  endAccountFrozen: 'Account frozen',
  runAgain: 'Run again',
  loginPrompt: 'Log in to run a quantitative robot on this market.',
  login: 'Log in',
  loading: 'Loading the robot…',
  error: 'The robot could not be loaded.',
  retry: 'Retry',
}

export type RobotPanelLabels = { [K in keyof typeof defaultRobotPanelLabels]: string }

export const STEP_LABEL: Record<RobotStepKind, keyof RobotPanelLabels> = {
  start: 'stepStart',
  queue: 'stepQueue',
  fetch_price: 'stepFetchPrice',
  execute_buy: 'stepExecuteBuy',
  execute_sell: 'stepExecuteSell',
  end: 'stepEnd',
}

export const END_LABEL: Record<RobotEndReason, keyof RobotPanelLabels> = {
  completed: 'endCompleted',
  stopped: 'endStopped',
  market_closed: 'endMarketClosed',
  account_frozen: 'endAccountFrozen',
}

export const ORDER_STATUS_LABEL: Record<SpotOrderStatus, keyof RobotPanelLabels> = {
  pending: 'orderPending',
  partially_filled: 'orderPartiallyFilled',
  filled: 'orderFilled',
  cancelled: 'orderCancelled',
}

export const PARAM_LABEL: Record<string, keyof RobotPanelLabels> = {
  rangePercent: 'paramRangePercent',
  gridCount: 'paramGridCount',
  windowSize: 'paramWindowSize',
  bandPercent: 'paramBandPercent',
  orderPercent: 'paramOrderPercent',
}

export const STRATEGY_LABEL: Record<
  RobotStrategyId,
  [keyof RobotPanelLabels, keyof RobotPanelLabels]
> = {
  grid: ['strategyGrid', 'strategyGridDescription'],
  mean_reversion: ['strategyMeanReversion', 'strategyMeanReversionDescription'],
}
