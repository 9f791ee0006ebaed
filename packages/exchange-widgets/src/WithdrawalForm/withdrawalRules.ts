import type { WalletCoin, WithdrawalApplyRequest } from '@bourse/api-client'
import {
  checkAddress,
  isValidCardNumber,
  WALLET_CHAINS,
  type ChainRule,
  type WithdrawalProblem,
} from '@bourse/rules/wallet'

/*
 * The withdrawal form's rules, pure: the chains it offers and what is wrong with what the user
 * typed, checked once for both the messages under the fields and the submit.
 */

/** The fields a server refusal can be shown under. */
export type WithdrawalFormField =
  | 'address'
  | 'bankName'
  | 'cardNumber'
  | 'realName'
  | 'amount'
  | 'fundPassword'
  | 'authenticatorCode'

/** What can be wrong with a field: the key of its message in the `errors` labels. */
export type WithdrawalFieldProblem =
  | 'address.empty'
  | 'address.format'
  | 'address.checksum'
  | 'bankName.empty'
  | 'cardNumber.invalid'
  | 'realName.empty'
  | WithdrawalProblem
  | 'fundPassword.empty'
  | 'authenticatorCode.invalid'

/** What the form checks: the typed text of each field, and what the chain and account ask. */
export type WithdrawalFormInput = {
  /** The values as typed, by field. */
  values: Readonly<Record<WithdrawalFormField, string>>
  /** The chain paid to: `BANK` asks for a card, any other for an address. */
  chain: ChainRule['chain']
  /** The amount's problem (`quoteWithdrawal`), null when it can be withdrawn. */
  amountProblem: WithdrawalProblem | null
  /** Whether an authenticator code is asked for. */
  authenticatorBound: boolean
}

const CODE = /^[0-9]{6}$/

/**
 * The problems of the fields, in the order of the form (the first one is focused on submit);
 * a field without a problem is not listed.
 */
export function withdrawalProblems({
  values,
  chain,
  amountProblem,
  authenticatorBound,
}: WithdrawalFormInput): ReadonlyArray<{
  field: WithdrawalFormField
  problem: WithdrawalFieldProblem
}> {
  const problems: Array<{ field: WithdrawalFormField; problem: WithdrawalFieldProblem }> = []
  if (chain === 'BANK') {
    if (values.bankName.trim() === '')
      problems.push({ field: 'bankName', problem: 'bankName.empty' })
    if (!isValidCardNumber(values.cardNumber))
      problems.push({ field: 'cardNumber', problem: 'cardNumber.invalid' })
    if (values.realName.trim() === '')
      problems.push({ field: 'realName', problem: 'realName.empty' })
  } else {
    const check = checkAddress(chain, values.address)
    if (check !== 'ok') problems.push({ field: 'address', problem: `address.${check}` })
  }
  if (amountProblem !== null) problems.push({ field: 'amount', problem: amountProblem })
  if (values.fundPassword === '')
    problems.push({ field: 'fundPassword', problem: 'fundPassword.empty' })
  if (authenticatorBound && !CODE.test(values.authenticatorCode))
    problems.push({ field: 'authenticatorCode', problem: 'authenticatorCode.invalid' })
  return problems
}

/**
 * Whether a field's problem shows under it: once the user tried to submit, or as soon as the
 * field holds text (an empty field is not blamed before the first submit).
 */
export const problemShown = (attempted: boolean, value: string): boolean =>
  attempted || value.trim() !== ''

/** The chain rules of the coins the server offers, withdrawable chains only. */
export function rulesOf(coins: readonly WalletCoin[] | undefined): readonly ChainRule[] {
  if (!coins) return WALLET_CHAINS
  return coins.flatMap((c) =>
    c.chains
      .filter((ch) => ch.withdraw)
      .map((ch): ChainRule => ({
        coin: c.coin,
        chain: ch.chain,
        name: ch.name,
        account: c.account === 'fiat' ? 'fiat' : 'spot',
        autoDeposit: ch.deposit,
        minDeposit: ch.minDeposit,
        confirmations: ch.confirmations,
        minWithdraw: ch.minWithdraw,
        withdrawFee: ch.withdrawFee,
        decimals: ch.decimals,
      })),
  )
}

/** The request of a valid form: trimmed text, the card number without spaces or dashes. */
export function withdrawalRequest({
  values,
  coin,
  chain,
  authenticatorBound,
}: {
  values: Readonly<Record<WithdrawalFormField, string>>
  coin: string
  chain: ChainRule['chain']
  authenticatorBound: boolean
}): Omit<WithdrawalApplyRequest, 'clientWithdrawalId'> {
  const { address, bankName, cardNumber, realName, amount, fundPassword } = values
  const request: Omit<WithdrawalApplyRequest, 'clientWithdrawalId'> =
    chain === 'BANK'
      ? {
          method: 'bank',
          coin,
          chain,
          bankName: bankName.trim(),
          cardNumber: cardNumber.replace(/[\s-]/g, ''),
          realName: realName.trim(),
          amount: amount.trim(),
          fundPassword,
        }
      : {
          method: 'chain',
          coin,
          chain,
          address: address.trim(),
          amount: amount.trim(),
          fundPassword,
        }
  if (authenticatorBound) request.authenticatorCode = values.authenticatorCode
  return request
}
