import type {
  EarnOrderDetailLabels,
  EarnProductCardLabels,
  EarnPurchaseDialogLabels,
  MiningEarningsTableLabels,
  MiningOrdersTableLabels,
  SavingsOrdersTableLabels,
} from '@bourse/exchange-widgets'
import { pagerLabels, useLabels, type Translate } from '../../markets/widgetLabels'

/*
 * The earn widgets' labels (cards, purchase dialog, records, detail), in the `/defiFinancial`
 * page's own module so only it loads them. Each builder is typed with the widget's complete
 * labels type, so a label added to a widget fails the typecheck until it is translated here.
 * `{name}` placeholders are filled in by the widgets, not by i18next.
 */

/** The state and pager texts every records table shares (the account bundle's). */
function recordsLabels(t: Translate) {
  return {
    ...pagerLabels(t),
    error: t('records.error'),
    retry: t('common.retry'),
    visitor: t('widget.secondOrdersTable.visitor'),
    login: t('widget.ordersTable.login'),
    loading: t('records.loading'),
  }
}

export function useEarnProductCardLabels(): EarnProductCardLabels {
  return useLabels((t) => ({
    dailyRate: t('earn.card.dailyRate'),
    monthlyRate: t('earn.card.monthlyRate'),
    annualRate: t('earn.card.annualRate'),
    range: t('earn.card.range'),
    currency: t('earn.card.currency'),
    earningsCurrency: t('earn.card.earningsCurrency'),
    term: t('earn.card.term'),
    days: t('earn.card.days'),
    payout: t('earn.card.payout'),
    payoutDaily: t('earn.card.payoutDaily'),
    payoutEnd: t('earn.card.payoutEnd'),
    rebate: t('earn.card.rebate'),
    rebateNone: t('earn.card.rebateNone'),
    rebateInviter: t('earn.card.rebateInviter'),
    released: t('earn.card.released'),
    surplus: t('earn.card.surplus'),
    interestStart: t('earn.card.interestStart'),
    sold: t('earn.card.sold'),
    mine: t('earn.card.mine'),
    buy: t('earn.card.buy'),
    closed: t('earn.card.closed'),
    soldOut: t('earn.card.soldOut'),
  }))
}

export function useEarnPurchaseDialogLabels(): EarnPurchaseDialogLabels {
  return useLabels((t) => ({
    miningTitle: t('earn.buy.miningTitle'),
    savingsTitle: t('earn.buy.savingsTitle'),
    amount: t('widget.amount'),
    max: t('earn.buy.max'),
    maxLabel: t('earn.buy.maxLabel'),
    availableSpot: t('earn.buy.availableSpot'),
    availableFinancial: t('earn.buy.availableFinancial'),
    transfer: t('earn.buy.transfer'),
    transferLabel: t('earn.buy.transferLabel'),
    expected: t('earn.buy.expected'),
    miningStart: t('earn.buy.miningStart'),
    miningFirstDaily: t('earn.buy.miningFirstDaily'),
    miningFirstEnd: t('earn.buy.miningFirstEnd'),
    miningLock: t('earn.buy.miningLock'),
    savingsTerm: t('earn.buy.savingsTerm'),
    savingsEarly: t('earn.buy.savingsEarly'),
    confirm: t('earn.buy.confirm'),
    submitting: t('earn.buy.submitting'),
    cancel: t('earn.buy.cancel'),
    close: t('common.close'),
    failed: t('earn.buy.failed'),
    errors: {
      'order.amount.invalid': t('earn.buy.errors.invalid'),
      'mining.amount.range': t('earn.buy.errors.range'),
      'finance.amount.range': t('earn.buy.errors.range'),
      'finance.surplus.insufficient': t('earn.buy.errors.surplus'),
      'balance.insufficient': t('earn.buy.errors.balance'),
    },
  }))
}

export function useMiningOrdersTableLabels(): MiningOrdersTableLabels {
  return useLabels((t) => ({
    ...recordsLabels(t),
    title: t('mining.mine.title'),
    pool: t('earn.orders.pool'),
    amount: t('widget.amount'),
    status: t('widget.ordersTable.status'),
    statusMining: t('earn.orders.statusMining'),
    statusFinished: t('earn.orders.statusFinished'),
    createdAt: t('earn.orders.createdAt'),
    startAt: t('earn.orders.startAt'),
    endAt: t('earn.orders.endAt'),
    expected: t('earn.orders.expected'),
    earned: t('earn.orders.earned'),
    details: t('earn.orders.details'),
    detailsLabel: t('earn.orders.detailsLabel'),
    empty: t('mining.mine.empty'),
  }))
}

export function useMiningEarningsTableLabels(): MiningEarningsTableLabels {
  return useLabels((t) => ({
    ...recordsLabels(t),
    title: t('earn.mining.earnings'),
    pool: t('earn.orders.pool'),
    kind: t('earn.earnings.kind'),
    kindEarning: t('earn.earnings.kindEarning'),
    kindPrincipal: t('earn.earnings.kindPrincipal'),
    kindRebate: t('earn.earnings.kindRebate'),
    day: t('earn.earnings.day'),
    dayValue: t('earn.earnings.dayValue'),
    amount: t('widget.amount'),
    time: t('widget.ordersTable.time'),
    empty: t('earn.earnings.empty'),
  }))
}

export function useSavingsOrdersTableLabels(): SavingsOrdersTableLabels {
  return useLabels((t) => ({
    ...recordsLabels(t),
    title: t('earn.savings.mine'),
    product: t('earn.savingsOrders.product'),
    amount: t('widget.amount'),
    rate: t('earn.card.annualRate'),
    status: t('widget.ordersTable.status'),
    statusPurchasing: t('earn.savingsOrders.statusPurchasing'),
    statusSettled: t('earn.savingsOrders.statusSettled'),
    statusEarly: t('earn.savingsOrders.statusEarly'),
    createdAt: t('earn.savingsOrders.boughtAt'),
    dueAt: t('earn.savingsOrders.dueAt'),
    expected: t('earn.orders.expected'),
    earned: t('earn.orders.earned'),
    actions: t('earn.savingsOrders.actions'),
    details: t('earn.orders.details'),
    detailsLabel: t('earn.savingsOrders.detailsLabel'),
    transferOut: t('earn.savingsOrders.transferOut'),
    transferOutLabel: t('earn.savingsOrders.transferOutLabel'),
    confirmTitle: t('earn.savingsOrders.confirmTitle'),
    confirmText: t('earn.savingsOrders.confirmText'),
    confirm: t('earn.savingsOrders.confirm'),
    keep: t('earn.savingsOrders.keep'),
    close: t('common.close'),
    transferFailed: t('earn.savingsOrders.transferFailed'),
    empty: t('earn.savingsOrders.empty'),
  }))
}

export function useEarnOrderDetailLabels(): EarnOrderDetailLabels {
  return useLabels((t) => ({
    title: t('earn.detail.title'),
    id: t('earn.detail.id'),
    amount: t('widget.amount'),
    purchaseAmount: t('earn.detail.purchaseAmount'),
    rate: t('earn.detail.rate'),
    rateDaily: t('earn.detail.rateDaily'),
    rateMonthly: t('earn.detail.rateMonthly'),
    rateAnnual: t('earn.detail.rateAnnual'),
    term: t('earn.card.term'),
    days: t('earn.card.days'),
    payout: t('earn.card.payout'),
    payoutDaily: t('earn.card.payoutDaily'),
    payoutEnd: t('earn.card.payoutEnd'),
    createdAt: t('earn.orders.createdAt'),
    boughtAt: t('earn.savingsOrders.boughtAt'),
    startAt: t('earn.detail.startAt'),
    nextPayoutAt: t('earn.detail.nextPayoutAt'),
    endAt: t('earn.orders.endAt'),
    interestStartAt: t('earn.detail.interestStartAt'),
    dueAt: t('earn.savingsOrders.dueAt'),
    settledAt: t('earn.detail.settledAt'),
    expected: t('earn.buy.expected'),
    earned: t('earn.orders.earned'),
    earnings: t('earn.detail.earnings'),
    statusMining: t('earn.orders.statusMining'),
    statusFinished: t('earn.orders.statusFinished'),
    statusPurchasing: t('earn.savingsOrders.statusPurchasing'),
    statusSettled: t('earn.savingsOrders.statusSettled'),
    statusEarly: t('earn.savingsOrders.statusEarly'),
    earlyNote: t('earn.detail.earlyNote'),
    error: t('earn.detail.error'),
    retry: t('common.retry'),
    loading: t('common.loading'),
  }))
}
