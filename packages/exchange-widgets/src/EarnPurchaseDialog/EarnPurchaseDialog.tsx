import type { FinanceOrder, MiningOrder } from '@bourse/api-client'
import { formatMessage } from '@bourse/rules'
import { compare, truncateDecimal } from '@bourse/rules/decimal'
import {
  checkFinanceAmount,
  checkMiningAmount,
  EARN_DECIMALS,
  financeDueAt,
  financeInterest,
  financeInterestStart,
  isEarnAmount,
  MINING_PAYOUT_DELAY_MS,
  miningEndAt,
  miningExpectedEarnings,
  miningStartAt,
  type EarnAmountError,
} from '@bourse/rules/earn'
import {
  Alert,
  Button,
  formatAmount,
  formatBalance,
  formatDateTime,
  formatNumber,
  Modal,
  NumberInput,
} from '@bourse/ui'
import { useState, type FormEvent } from 'react'
import type { EarnOffer } from '../EarnProductCard'
import { FigureRow } from '../shared/OrderEntry'
import { LinkButton } from '../shared/orderEntry.styles'
import { submitFieldErrors } from '../shared/submitError'
import { Actions, Figures, Form, Rules } from './EarnPurchaseDialog.styles'
import type { LabelsInput, LabelsOf } from '../shared/labels'
import { useWidgetLabels } from '../shared/widgetMessages'
import { earnPurchaseDialogLabelKeys } from './EarnPurchaseDialog.messages'
import { useClockNow } from '../serverClock/useServerNow'

/** What the dialog asks for; the connected dialog adds the client order id. */
export type EarnPurchaseSubmit =
  | { kind: 'mining'; poolId: string; amount: string }
  | { kind: 'savings'; productId: string; amount: string }

export const defaultEarnPurchaseDialogLabels = {
  /** `{name}`: the dialog's title. */
  miningTitle: 'Mine in {name}',
  /** `{name}`. */
  savingsTitle: 'Buy {name}',
  amount: 'Amount',
  max: 'Max',
  /** `{coin}`: the Max button's accessible name. */
  maxLabel: 'Max {coin}: the most you can put in',
  availableSpot: 'Available (spot account)',
  availableFinancial: 'Available (financial account)',
  transfer: 'Transfer in',
  /** `{coin}`. */
  transferLabel: 'Transfer in {coin} to this account',
  expected: 'Expected earnings',
  /** `{start}`. */
  miningStart: 'Mining starts at {start} (0:00 GMT+8 tomorrow).',
  /** `{time}`. */
  miningFirstDaily: 'Daily earnings are paid from {time} (1:00 GMT+8).',
  /** `{time}`. */
  miningFirstEnd: 'The earnings are paid with the principal at {time}.',
  /** `{end}`. */
  miningLock: 'The principal is locked until {end} and cannot be withdrawn early.',
  /** `{start}`, `{due}`. */
  savingsTerm: 'Interest accrues from {start} and is paid with the principal at {due}.',
  savingsEarly: 'A transfer out before the due time returns the principal with no interest.',
  confirm: 'Confirm',
  submitting: 'Submitting',
  cancel: 'Cancel',
  close: 'Close',
  failed: 'The purchase could not be made.',
  /**
   * Amount messages; `{min}`, `{max}`, `{coin}`, `{surplus}`, `{available}`, `{decimals}` are
   * filled in.
   */
  errors: {
    'order.amount.invalid': 'Enter an amount greater than 0, with at most {decimals} decimals.',
    'mining.amount.range': 'Enter between {min} and {max} {coin}.',
    'finance.amount.range': 'Enter between {min} and {max} {coin}.',
    'finance.surplus.insufficient': 'Only {surplus} {coin} of this product is left.',
    'balance.insufficient': 'The amount is more than the {available} {coin} available.',
  } satisfies Record<EarnAmountError, string>,
}

export type EarnPurchaseDialogLabels = LabelsOf<typeof defaultEarnPurchaseDialogLabels>

/** Labels a site passes: any subset, the error messages merged key by key. */
export type EarnPurchaseDialogLabelsInput = LabelsInput<EarnPurchaseDialogLabels>

export type EarnPurchaseDialogProps = {
  /** The pool or product being bought; the dialog is closed while null. */
  offer: EarnOffer | null
  /**
   * Available balance in the offer's currency, in the account it is paid from (spot for mining,
   * financial for savings); null while unknown (the amount is then not checked against it).
   */
  available: string | null
  /**
   * Opens the transfer into the paying account; shown beside the balance when it is short of
   * the amount or of the minimum. @default undefined
   */
  onTransfer?: () => void
  /**
   * Makes the purchase; resolves with the order, rejects with an Error (a `SubmitError` puts
   * its `amount` message under the amount).
   */
  onSubmit: (request: EarnPurchaseSubmit) => Promise<MiningOrder | FinanceOrder>
  /** Called with the order once bought. @default undefined */
  onDone?: (details: { order: MiningOrder | FinanceOrder }) => void
  /** Called when the user closes the dialog. */
  onClose: () => void
  /** Clock the start, due and lock times are computed from (stories pin it). @default the server clock (`useServerClock`) */
  now?: () => number
  /** BCP-47 locale for numbers and times. @default 'en' */
  locale?: string
  /** Time zone of the times shown. @default the user's time zone */
  timeZone?: string
  /** Text, English by default. */
  labels?: EarnPurchaseDialogLabelsInput
}

/**
 * The purchase of a mining pool or savings product, in a dialog: the amount (decimal-safe, with
 * "Max"), the balance of the paying account (with a transfer link when it is short), the expected
 * earnings computed live with the earn rules, and the rules the buyer agrees to, stated before
 * the confirm button (mining: start, first payout, principal locked until the end; savings:
 * interest start, due time, no interest on an early transfer out). The amount is checked with
 * the shared checks before anything is sent. Renders from props only.
 */
export function EarnPurchaseDialog({
  offer,
  labels: labelsProp,
  ...props
}: EarnPurchaseDialogProps) {
  const labels = useWidgetLabels(
    defaultEarnPurchaseDialogLabels,
    earnPurchaseDialogLabelKeys,
    labelsProp,
  )
  const name = offer ? (offer.kind === 'mining' ? offer.pool.name : offer.product.name) : ''
  const title = formatMessage(
    offer?.kind === 'savings' ? labels.savingsTitle : labels.miningTitle,
    { name },
  )
  return (
    <Modal open={offer !== null} title={title} closeLabel={labels.close} onClose={props.onClose}>
      {offer ? (
        <PurchaseForm
          key={offer.kind === 'mining' ? `m${offer.pool.id}` : `s${offer.product.id}`}
          offer={offer}
          labels={labels}
          {...props}
        />
      ) : null}
    </Modal>
  )
}
EarnPurchaseDialog.displayName = 'EarnPurchaseDialog'

type PurchaseFormProps = Omit<EarnPurchaseDialogProps, 'offer' | 'labels'> & {
  offer: EarnOffer
  labels: EarnPurchaseDialogLabels
}

function PurchaseForm({
  offer,
  available,
  onTransfer,
  onSubmit,
  onDone,
  onClose,
  now: nowProp,
  locale = 'en',
  timeZone,
  labels,
}: PurchaseFormProps) {
  const now = useClockNow(nowProp)
  const [amount, setAmount] = useState('')
  const [attempted, setAttempted] = useState(false)
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [serverAmountError, setServerAmountError] = useState<string | null>(null)
  // The times are fixed when the dialog opens: the rules read the same while the user types.
  const [openedAt] = useState(now)

  const mining = offer.kind === 'mining'
  const item = mining ? offer.pool : offer.product
  const coin = item.currency
  /** Limits as typed (exact, up to the decimals an amount takes). */
  const money = (value: string) =>
    formatNumber(value, { locale, decimals: EARN_DECIMALS, minDecimals: 0 })
  const time = (ms: number) => formatDateTime(ms, locale, timeZone)
  const text = amount.trim()
  // An unknown balance is not checked here: the server keeps the last word.
  const balance = available ?? item.maxAmount
  const problem = mining
    ? checkMiningAmount(offer.pool, text, balance)
    : checkFinanceAmount(offer.product, text, balance)
  const valid = isEarnAmount(text)
  const expected = !valid
    ? null
    : mining
      ? miningExpectedEarnings({
          amount: text,
          rate: offer.pool.rate,
          rateUnit: offer.pool.rateUnit,
          termDays: offer.pool.termDays,
        })
      : financeInterest({
          amount: text,
          annualRate: offer.product.annualRate,
          days: offer.product.termDays,
        })

  // The most that may go in: the balance, the maximum and, for savings, what is left.
  let most: string | null = available === null ? null : truncateDecimal(available, EARN_DECIMALS)
  if (most !== null && compare(most, item.maxAmount) > 0) most = item.maxAmount
  if (most !== null && !mining && compare(most, offer.product.surplusFunds) > 0)
    most = offer.product.surplusFunds
  const short =
    available !== null &&
    (compare(available, item.minAmount) < 0 || (valid && compare(text, available) > 0))

  const message = (code: EarnAmountError) =>
    formatMessage(labels.errors[code], {
      min: money(item.minAmount),
      max: money(item.maxAmount),
      coin,
      surplus: mining ? '' : money(offer.product.surplusFunds),
      available: available === null ? '–' : money(available),
      decimals: EARN_DECIMALS,
    })
  const amountError = serverAmountError ?? (attempted && problem ? message(problem) : undefined)

  const rules = mining
    ? (() => {
        const start = miningStartAt(openedAt)
        const end = miningEndAt(start, offer.pool.termDays)
        return [
          formatMessage(labels.miningStart, { start: time(start) }),
          offer.pool.payoutMode === 'daily'
            ? formatMessage(labels.miningFirstDaily, {
                time: time(start + MINING_PAYOUT_DELAY_MS),
              })
            : formatMessage(labels.miningFirstEnd, { time: time(end) }),
          formatMessage(labels.miningLock, { end: time(end) }),
        ]
      })()
    : [
        formatMessage(labels.savingsTerm, {
          start: time(financeInterestStart(openedAt)),
          due: time(financeDueAt(openedAt, offer.product.termDays)),
        }),
        labels.savingsEarly,
      ]

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (pending) return
    setAttempted(true)
    setFailure(null)
    setServerAmountError(null)
    if (problem) return
    const request: EarnPurchaseSubmit = mining
      ? { kind: 'mining', poolId: offer.pool.id, amount: text }
      : { kind: 'savings', productId: offer.product.id, amount: text }
    setPending(true)
    try {
      const order = await onSubmit(request)
      onDone?.({ order })
    } catch (error) {
      const fields = submitFieldErrors(error)
      if (fields.amount) setServerAmountError(fields.amount)
      else setFailure(error instanceof Error && error.message ? error.message : labels.failed)
    } finally {
      setPending(false)
    }
  }

  return (
    <Form noValidate aria-label={labels.confirm} onSubmit={(event) => void submit(event)}>
      <NumberInput
        label={labels.amount}
        value={amount}
        locale={locale}
        precision={EARN_DECIMALS}
        min="0"
        error={amountError}
        onChange={({ value }) => {
          setAmount(value)
          setServerAmountError(null)
        }}
        suffix={
          <LinkButton
            type="button"
            aria-label={formatMessage(labels.maxLabel, { coin })}
            disabled={most === null}
            onClick={() => {
              if (most === null) return
              setAmount(most)
              setServerAmountError(null)
            }}
          >
            {labels.max}
          </LinkButton>
        }
      />
      <Figures>
        <FigureRow
          term={mining ? labels.availableSpot : labels.availableFinancial}
          testId="available"
        >
          {available === null ? '–' : `${formatBalance(available, { locale })} ${coin}`}
          {short && onTransfer ? (
            <>
              {' '}
              <LinkButton
                type="button"
                aria-label={formatMessage(labels.transferLabel, { coin })}
                onClick={onTransfer}
              >
                {labels.transfer}
              </LinkButton>
            </>
          ) : null}
        </FigureRow>
        <FigureRow term={labels.expected} testId="expected">
          {expected === null ? '–' : `${formatAmount(expected, { locale })} ${coin}`}
        </FigureRow>
      </Figures>
      <Rules>
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </Rules>
      {failure ? <Alert tone="negative">{failure}</Alert> : null}
      <Actions>
        <Button type="button" variant="secondary" onClick={onClose}>
          {labels.cancel}
        </Button>
        <Button type="submit" variant="primary" loading={pending} loadingLabel={labels.submitting}>
          {labels.confirm}
        </Button>
      </Actions>
    </Form>
  )
}
