import type {
  AddressManagerLabels,
  AddressManagerLabelsInput,
  AssetAllocationLabels,
  AssetAllocationProps,
  DepositPanelLabels,
  DepositRecordsLabels,
  WithdrawalFormLabels,
  WithdrawalFormLabelsInput,
  WithdrawalRecordsLabels,
} from '@bourse/exchange-widgets'
import { pagerLabels, useLabels } from './widgetLabels'

/*
 * The wallet widgets' labels (deposit, withdrawal, address book, records, allocation), in their
 * own module so only the user-centre pages load them. Each builder is typed with the widget's
 * complete labels type, so a label added to a widget fails the typecheck until it is translated
 * here. `{name}` placeholders are filled in by the widgets, not by i18next. Chain names
 * (ERC-20, TRC-20, Bitcoin, Ethereum) are the widgets' own: they are the same in every language.
 */

/** The withdrawal address book. */
export function useAddressManagerLabels(): AddressManagerLabelsInput {
  return useLabels((t): Omit<AddressManagerLabels, 'chains'> => ({
    title: t('widget.addressManager.title'),
    addTitle: t('widget.addressManager.addTitle'),
    chain: t('widget.addressManager.chain'),
    address: t('widget.addressManager.address'),
    label: t('widget.addressManager.label'),
    add: t('widget.addressManager.add'),
    adding: t('widget.addressManager.adding'),
    addFailed: t('widget.addressManager.addFailed'),
    list: t('widget.addressManager.list'),
    noLabel: t('widget.addressManager.noLabel'),
    delete: t('widget.addressManager.delete'),
    confirmDelete: t('widget.addressManager.confirmDelete'),
    confirm: t('widget.addressManager.confirm'),
    keep: t('widget.addressManager.keep'),
    deleting: t('widget.addressManager.deleting'),
    deleteFailed: t('widget.addressManager.deleteFailed'),
    select: t('widget.addressManager.select'),
    empty: t('widget.addressManager.empty'),
    emptyChain: t('widget.addressManager.emptyChain'),
    error: t('widget.addressManager.error'),
    retry: t('common.retry'),
    loading: t('widget.addressManager.loading'),
    labelTooLong: t('widget.addressManager.labelTooLong'),
    checks: {
      empty: t('widget.addressManager.checks.empty'),
      format: t('widget.addressManager.checks.format'),
      checksum: t('widget.addressManager.checks.checksum'),
    },
  }))
}

/** The withdrawal form (its address checks are the address book's). */
export function useWithdrawalFormLabels(): WithdrawalFormLabelsInput {
  return useLabels((t): WithdrawalFormLabels => ({
    title: t('widget.withdrawalForm.submit'),
    coin: t('widget.wallet.coin'),
    chain: t('widget.addressManager.chain'),
    address: t('widget.addressManager.address'),
    addressBook: t('widget.withdrawalForm.addressBook'),
    bankName: t('widget.withdrawalForm.bankName'),
    cardNumber: t('widget.withdrawalForm.cardNumber'),
    realName: t('widget.withdrawalForm.realName'),
    amount: t('widget.amount'),
    all: t('widget.accountTransfer.all'),
    allLabel: t('widget.withdrawalForm.allLabel'),
    available: t('widget.spotOrderForm.available'),
    fee: t('widget.ordersTable.fee'),
    arrival: t('widget.withdrawalForm.arrival'),
    remaining: t('widget.withdrawalForm.remaining'),
    fundPassword: t('widget.withdrawalForm.fundPassword'),
    authenticatorCode: t('widget.withdrawalForm.authenticatorCode'),
    submit: t('widget.withdrawalForm.submit'),
    submitting: t('widget.withdrawalForm.submitting'),
    failed: t('widget.withdrawalForm.failed'),
    applied: t('widget.withdrawalForm.applied'),
    appliedNote: t('widget.withdrawalForm.appliedNote'),
    destination: t('widget.accountTransfer.to'),
    limitsTitle: t('widget.withdrawalForm.limitsTitle'),
    dailyLimit: t('widget.withdrawalForm.dailyLimit'),
    usedToday: t('widget.withdrawalForm.usedToday'),
    tiers: t('widget.withdrawalForm.tiers'),
    tierMet: t('widget.withdrawalForm.tierMet'),
    tierNotMet: t('widget.withdrawalForm.tierNotMet'),
    requirements: {
      base: t('widget.withdrawalForm.requirementBase'),
      realName: t('widget.withdrawalForm.requirementRealName'),
      phone: t('widget.withdrawalForm.requirementPhone'),
      email: t('widget.withdrawalForm.requirementEmail'),
      authenticator: t('widget.withdrawalForm.requirementAuthenticator'),
    },
    frozenTitle: t('widget.withdrawalForm.frozenTitle'),
    frozen: t('widget.withdrawalForm.frozen'),
    blockedTitle: t('widget.withdrawalForm.blockedTitle'),
    blockedPasswordChanged: t('widget.withdrawalForm.blockedPasswordChanged'),
    blockedAuthenticatorRemoved: t('widget.withdrawalForm.blockedAuthenticatorRemoved'),
    fundPasswordUnsetTitle: t('widget.withdrawalForm.fundPasswordUnsetTitle'),
    fundPasswordUnset: t('widget.withdrawalForm.fundPasswordUnset'),
    setFundPassword: t('widget.withdrawalForm.setFundPassword'),
    error: t('widget.withdrawalForm.error'),
    retry: t('common.retry'),
    loading: t('common.loading'),
    errors: {
      'address.empty': t('widget.addressManager.checks.empty'),
      'address.format': t('widget.addressManager.checks.format'),
      'address.checksum': t('widget.addressManager.checks.checksum'),
      'bankName.empty': t('widget.withdrawalForm.errors.bankNameEmpty'),
      'cardNumber.invalid': t('widget.withdrawalForm.errors.cardNumberInvalid'),
      'realName.empty': t('widget.withdrawalForm.errors.realNameEmpty'),
      'amount.invalid': t('widget.withdrawalForm.errors.amountInvalid'),
      'amount.low': t('widget.withdrawalForm.errors.amountLow'),
      'balance.insufficient': t('widget.withdrawalForm.errors.balanceInsufficient'),
      'limit.exceeded': t('widget.withdrawalForm.errors.limitExceeded'),
      'fundPassword.empty': t('widget.withdrawalForm.errors.fundPasswordEmpty'),
      'authenticatorCode.invalid': t('widget.withdrawalForm.errors.authenticatorCodeInvalid'),
    },
  }))
}

/** The withdrawal records table. */
export function useWithdrawalRecordsLabels(): Partial<WithdrawalRecordsLabels> {
  return useLabels((t): WithdrawalRecordsLabels => ({
    ...pagerLabels(t),
    title: t('widget.withdrawalRecords.title'),
    time: t('widget.ordersTable.time'),
    coin: t('widget.wallet.coin'),
    chain: t('widget.addressManager.chain'),
    destination: t('widget.withdrawalRecords.destination'),
    amount: t('widget.amount'),
    fee: t('widget.ordersTable.fee'),
    arrival: t('widget.withdrawalRecords.arrival'),
    status: t('widget.ordersTable.status'),
    reason: t('widget.withdrawalRecords.reason'),
    statusApplied: t('widget.withdrawalForm.applied'),
    statusWithdrawn: t('widget.withdrawalRecords.statusWithdrawn'),
    statusRejected: t('widget.withdrawalRecords.statusRejected'),
    filterCoin: t('widget.wallet.coin'),
    allCoins: t('widget.wallet.allCoins'),
    filterStatus: t('widget.ordersTable.status'),
    allStatuses: t('widget.ordersTable.allStatuses'),
    empty: t('widget.withdrawalRecords.empty'),
    error: t('records.error'),
    retry: t('common.retry'),
    visitor: t('widget.secondOrdersTable.visitor'),
    login: t('widget.ordersTable.login'),
    loading: t('records.loading'),
  }))
}

/** The deposit panel (coin, network, address, notes and the demo chain's test deposit). */
export function useDepositPanelLabels(): Partial<DepositPanelLabels> {
  return useLabels((t): DepositPanelLabels => ({
    title: t('widget.depositPanel.title'),
    coin: t('widget.wallet.coin'),
    network: t('widget.addressManager.chain'),
    notesTitle: t('widget.depositPanel.notesTitle'),
    onlyCoin: t('widget.depositPanel.onlyCoin'),
    minimum: t('widget.depositPanel.minimum'),
    confirmations: t('widget.depositPanel.confirmations'),
    autoDeposit: t('widget.depositPanel.autoDeposit'),
    address: t('widget.depositPanel.address'),
    qrCaption: t('widget.depositPanel.qrCaption'),
    copy: t('widget.depositPanel.copy'),
    copied: t('widget.depositPanel.copied'),
    copyFailed: t('widget.depositPanel.copyFailed'),
    addressLoading: t('widget.depositPanel.addressLoading'),
    addressError: t('widget.depositPanel.addressError'),
    loading: t('widget.depositPanel.loading'),
    error: t('widget.depositPanel.error'),
    retry: t('common.retry'),
    noCoins: t('widget.depositPanel.noCoins'),
    demoTitle: t('widget.depositPanel.demoTitle'),
    demoNote: t('widget.depositPanel.demoNote'),
    demoAmount: t('widget.depositPanel.demoAmount'),
    demoSubmit: t('widget.depositPanel.demoSubmit'),
    demoSending: t('widget.depositPanel.demoSending'),
    demoSent: t('widget.depositPanel.demoSent'),
    demoInvalid: t('widget.depositPanel.demoInvalid'),
    demoFailed: t('widget.depositPanel.demoFailed'),
  }))
}

/** The deposit records table. */
export function useDepositRecordsLabels(): Partial<DepositRecordsLabels> {
  return useLabels((t): DepositRecordsLabels => ({
    ...pagerLabels(t),
    title: t('widget.depositRecords.title'),
    time: t('widget.ordersTable.time'),
    coin: t('widget.wallet.coin'),
    chain: t('widget.addressManager.chain'),
    address: t('widget.addressManager.address'),
    amount: t('widget.amount'),
    confirmations: t('widget.depositRecords.confirmations'),
    status: t('widget.ordersTable.status'),
    statusInProgress: t('widget.depositRecords.statusInProgress'),
    statusSuccess: t('widget.depositRecords.statusSuccess'),
    statusFailed: t('widget.depositRecords.statusFailed'),
    reasonBelowMinimum: t('widget.depositRecords.reasonBelowMinimum'),
    filterCoin: t('widget.wallet.coin'),
    allCoins: t('widget.wallet.allCoins'),
    filterStatus: t('widget.ordersTable.status'),
    allStatuses: t('widget.ordersTable.allStatuses'),
    empty: t('widget.depositRecords.empty'),
    error: t('records.error'),
    retry: t('common.retry'),
    visitor: t('widget.secondOrdersTable.visitor'),
    login: t('widget.ordersTable.login'),
    loading: t('records.loading'),
  }))
}

/** The allocation donut of `/myassets`. */
export function useAssetAllocationLabels(): NonNullable<AssetAllocationProps['labels']> {
  return useLabels((t): AssetAllocationLabels => ({
    title: t('widget.assetAllocation.title'),
    view: t('widget.assetAllocation.view'),
    byAccount: t('widget.assetAllocation.byAccount'),
    byAsset: t('widget.assetAllocation.byAsset'),
    accountsTable: t('widget.assetAllocation.accountsTable'),
    assetsTable: t('widget.assetAllocation.assetsTable'),
    account: t('widget.assetAllocation.account'),
    asset: t('widget.assetAllocation.asset'),
    value: t('widget.assetAllocation.value'),
    share: t('widget.assetAllocation.share'),
    other: t('widget.assetAllocation.other'),
    total: t('widget.assetAllocation.total'),
    empty: t('widget.assetAllocation.empty'),
    loading: t('widget.assetAllocation.loading'),
    error: t('widget.assetAllocation.error'),
    retry: t('common.retry'),
    accounts: {
      spot: t('widget.accountTransfer.accounts.spot'),
      contract: t('widget.accountTransfer.accounts.contract'),
      second: t('widget.accountTransfer.accounts.second'),
      financial: t('widget.accountTransfer.accounts.financial'),
      fiat: t('widget.accountTransfer.accounts.fiat'),
    },
  }))
}
