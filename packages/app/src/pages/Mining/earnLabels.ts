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
    dailyRate: t('widget.earnProductCard.dailyRate'),
    monthlyRate: t('widget.earnProductCard.monthlyRate'),
    annualRate: t('widget.earnProductCard.annualRate'),
    range: t('widget.earnProductCard.range'),
    currency: t('widget.earnProductCard.currency'),
    earningsCurrency: t('widget.earnProductCard.earningsCurrency'),
    term: t('widget.earnProductCard.term'),
    days: t('widget.earnProductCard.days'),
    payout: t('widget.earnProductCard.payout'),
    payoutDaily: t('widget.earnProductCard.payoutDaily'),
    payoutEnd: t('widget.earnProductCard.payoutEnd'),
    rebate: t('widget.earnProductCard.rebate'),
    rebateNone: t('widget.earnProductCard.rebateNone'),
    rebateInviter: t('widget.earnProductCard.rebateInviter'),
    released: t('widget.earnProductCard.released'),
    surplus: t('widget.earnProductCard.surplus'),
    interestStart: t('widget.earnProductCard.interestStart'),
    sold: t('widget.earnProductCard.sold'),
    mine: t('widget.earnProductCard.mine'),
    buy: t('widget.earnProductCard.buy'),
    closed: t('widget.earnProductCard.closed'),
    soldOut: t('widget.earnProductCard.soldOut'),
  }))
}

export function useEarnPurchaseDialogLabels(): EarnPurchaseDialogLabels {
  return useLabels((t) => ({
    miningTitle: t('widget.earnPurchaseDialog.miningTitle'),
    savingsTitle: t('widget.earnPurchaseDialog.savingsTitle'),
    amount: t('widget.amount'),
    max: t('widget.earnPurchaseDialog.max'),
    maxLabel: t('widget.earnPurchaseDialog.maxLabel'),
    availableSpot: t('widget.earnPurchaseDialog.availableSpot'),
    availableFinancial: t('widget.earnPurchaseDialog.availableFinancial'),
    transfer: t('widget.earnPurchaseDialog.transfer'),
    transferLabel: t('widget.earnPurchaseDialog.transferLabel'),
    expected: t('widget.earnPurchaseDialog.expected'),
    miningStart: t('widget.earnPurchaseDialog.miningStart'),
    miningFirstDaily: t('widget.earnPurchaseDialog.miningFirstDaily'),
    miningFirstEnd: t('widget.earnPurchaseDialog.miningFirstEnd'),
    miningLock: t('widget.earnPurchaseDialog.miningLock'),
    savingsTerm: t('widget.earnPurchaseDialog.savingsTerm'),
    savingsEarly: t('widget.earnPurchaseDialog.savingsEarly'),
    confirm: t('widget.earnPurchaseDialog.confirm'),
    submitting: t('widget.earnPurchaseDialog.submitting'),
    cancel: t('widget.earnPurchaseDialog.cancel'),
    close: t('common.close'),
    failed: t('widget.earnPurchaseDialog.failed'),
    errors: {
      'order.amount.invalid': t('widget.earnPurchaseDialog.errors.order.amount.invalid'),
      'mining.amount.range': t('widget.earnPurchaseDialog.errors.mining.amount.range'),
      'finance.amount.range': t('widget.earnPurchaseDialog.errors.mining.amount.range'),
      'finance.surplus.insufficient': t(
        'widget.earnPurchaseDialog.errors.finance.surplus.insufficient',
      ),
      'balance.insufficient': t('widget.earnPurchaseDialog.errors.balance.insufficient'),
    },
  }))
}

export function useMiningOrdersTableLabels(): MiningOrdersTableLabels {
  return useLabels((t) => ({
    ...recordsLabels(t),
    title: t('widget.miningOrdersTable.title'),
    pool: t('widget.miningOrdersTable.pool'),
    amount: t('widget.amount'),
    status: t('widget.ordersTable.status'),
    statusMining: t('widget.miningOrdersTable.statusMining'),
    statusFinished: t('widget.miningOrdersTable.statusFinished'),
    createdAt: t('widget.miningOrdersTable.createdAt'),
    startAt: t('widget.miningOrdersTable.startAt'),
    endAt: t('widget.miningOrdersTable.endAt'),
    expected: t('widget.miningOrdersTable.expected'),
    earned: t('widget.miningOrdersTable.earned'),
    details: t('widget.miningOrdersTable.details'),
    detailsLabel: t('widget.miningOrdersTable.detailsLabel'),
    empty: t('widget.miningOrdersTable.empty'),
  }))
}

export function useMiningEarningsTableLabels(): MiningEarningsTableLabels {
  return useLabels((t) => ({
    ...recordsLabels(t),
    title: t('widget.miningEarningsTable.title'),
    pool: t('widget.miningOrdersTable.pool'),
    kind: t('widget.miningEarningsTable.kind'),
    kindEarning: t('widget.miningEarningsTable.kindEarning'),
    kindPrincipal: t('widget.miningEarningsTable.kindPrincipal'),
    kindRebate: t('widget.miningEarningsTable.kindRebate'),
    day: t('widget.miningEarningsTable.day'),
    dayValue: t('widget.miningEarningsTable.dayValue'),
    amount: t('widget.amount'),
    time: t('widget.ordersTable.time'),
    empty: t('widget.miningEarningsTable.empty'),
  }))
}

export function useSavingsOrdersTableLabels(): SavingsOrdersTableLabels {
  return useLabels((t) => ({
    ...recordsLabels(t),
    title: t('widget.savingsOrdersTable.title'),
    product: t('widget.savingsOrdersTable.product'),
    amount: t('widget.amount'),
    rate: t('widget.earnProductCard.annualRate'),
    status: t('widget.ordersTable.status'),
    statusPurchasing: t('widget.savingsOrdersTable.statusPurchasing'),
    statusSettled: t('widget.savingsOrdersTable.statusSettled'),
    statusEarly: t('widget.savingsOrdersTable.statusEarly'),
    createdAt: t('widget.savingsOrdersTable.createdAt'),
    dueAt: t('widget.savingsOrdersTable.dueAt'),
    expected: t('widget.miningOrdersTable.expected'),
    earned: t('widget.miningOrdersTable.earned'),
    actions: t('widget.savingsOrdersTable.actions'),
    details: t('widget.miningOrdersTable.details'),
    detailsLabel: t('widget.savingsOrdersTable.detailsLabel'),
    transferOut: t('widget.savingsOrdersTable.transferOut'),
    transferOutLabel: t('widget.savingsOrdersTable.transferOutLabel'),
    confirmTitle: t('widget.savingsOrdersTable.confirmTitle'),
    confirmText: t('widget.savingsOrdersTable.confirmText'),
    confirm: t('widget.savingsOrdersTable.confirm'),
    keep: t('widget.savingsOrdersTable.keep'),
    close: t('common.close'),
    transferFailed: t('widget.savingsOrdersTable.transferFailed'),
    empty: t('widget.savingsOrdersTable.empty'),
  }))
}

export function useEarnOrderDetailLabels(): EarnOrderDetailLabels {
  return useLabels((t) => ({
    title: t('widget.earnOrderDetail.title'),
    id: t('widget.earnOrderDetail.id'),
    amount: t('widget.amount'),
    purchaseAmount: t('widget.earnOrderDetail.purchaseAmount'),
    rate: t('widget.earnOrderDetail.rate'),
    rateDaily: t('widget.earnOrderDetail.rateDaily'),
    rateMonthly: t('widget.earnOrderDetail.rateMonthly'),
    rateAnnual: t('widget.earnOrderDetail.rateAnnual'),
    term: t('widget.earnProductCard.term'),
    days: t('widget.earnProductCard.days'),
    payout: t('widget.earnProductCard.payout'),
    payoutDaily: t('widget.earnProductCard.payoutDaily'),
    payoutEnd: t('widget.earnProductCard.payoutEnd'),
    createdAt: t('widget.miningOrdersTable.createdAt'),
    boughtAt: t('widget.savingsOrdersTable.createdAt'),
    startAt: t('widget.earnOrderDetail.startAt'),
    nextPayoutAt: t('widget.earnOrderDetail.nextPayoutAt'),
    endAt: t('widget.miningOrdersTable.endAt'),
    interestStartAt: t('widget.earnOrderDetail.interestStartAt'),
    dueAt: t('widget.savingsOrdersTable.dueAt'),
    settledAt: t('widget.earnOrderDetail.settledAt'),
    expected: t('widget.earnPurchaseDialog.expected'),
    earned: t('widget.miningOrdersTable.earned'),
    earnings: t('widget.earnOrderDetail.earnings'),
    statusMining: t('widget.miningOrdersTable.statusMining'),
    statusFinished: t('widget.miningOrdersTable.statusFinished'),
    statusPurchasing: t('widget.savingsOrdersTable.statusPurchasing'),
    statusSettled: t('widget.savingsOrdersTable.statusSettled'),
    statusEarly: t('widget.savingsOrdersTable.statusEarly'),
    earlyNote: t('widget.earnOrderDetail.earlyNote'),
    error: t('widget.earnOrderDetail.error'),
    retry: t('common.retry'),
    loading: t('common.loading'),
  }))
}
