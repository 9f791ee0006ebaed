import type { LabelKeys } from '../shared/widgetMessages'

/** Where the WithdrawalForm's labels are in the widgets' messages (the exceptions to `withdrawalForm.<label>`). */
export const withdrawalFormLabelKeys: LabelKeys = {
  prefix: 'withdrawalForm',
  keys: {
    title: 'withdrawalForm.submit',
    coin: 'wallet.coin',
    chain: 'addressManager.chain',
    address: 'addressManager.address',
    all: 'accountTransfer.all',
    available: 'spotOrderForm.available',
    fee: 'ordersTable.fee',
    destination: 'accountTransfer.to',
    loading: 'earnOrderDetail.loading',
    'requirements/base': 'withdrawalForm.requirementBase',
    'requirements/phone': 'withdrawalForm.requirementPhone',
    'requirements/email': 'withdrawalForm.requirementEmail',
    'requirements/authenticator': 'withdrawalForm.requirementAuthenticator',
    'requirements/realName': 'withdrawalForm.requirementRealName',
    // The first two reasons had labels of their own before the group; their messages stay.
    'blockedReasons/password_changed': 'withdrawalForm.blockedPasswordChanged',
    'blockedReasons/authenticator_removed': 'withdrawalForm.blockedAuthenticatorRemoved',
    'errors/address.empty': 'addressManager.checks.empty',
    'errors/address.format': 'addressManager.checks.format',
    'errors/address.checksum': 'addressManager.checks.checksum',
    'errors/bankName.empty': 'withdrawalForm.errors.bankNameEmpty',
    'errors/cardNumber.invalid': 'withdrawalForm.errors.cardNumberInvalid',
    'errors/realName.empty': 'withdrawalForm.errors.realNameEmpty',
    'errors/amount.invalid': 'withdrawalForm.errors.amountInvalid',
    'errors/amount.low': 'withdrawalForm.errors.amountLow',
    'errors/balance.insufficient': 'withdrawalForm.errors.balanceInsufficient',
    'errors/limit.exceeded': 'withdrawalForm.errors.limitExceeded',
    'errors/fundPassword.empty': 'withdrawalForm.errors.fundPasswordEmpty',
    'errors/authenticatorCode.invalid': 'withdrawalForm.errors.authenticatorCodeInvalid',
  },
}
