import type {
  WalletCoin,
  Withdrawal,
  WithdrawalAddress,
  WithdrawalApplyRequest,
  WithdrawalLimits,
} from '@bourse/api-client'
import { formatMessage } from '@bourse/rules'
import { truncateDecimal } from '@bourse/rules/decimal'
import {
  checkAddress,
  isValidCardNumber,
  quoteWithdrawal,
  WALLET_CHAINS,
  type AddressCheck,
  type ChainRule,
  type WithdrawalProblem,
  type WithdrawalRequirement,
} from '@bourse/rules/wallet'
import {
  Alert,
  Badge,
  Button,
  formatDateTime,
  formatNumber,
  Input,
  Modal,
  NumberInput,
  Select,
} from '@bourse/ui'
import {
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type HTMLAttributes,
  type ReactNode,
} from 'react'
import type { AddressChain } from '../AddressManager'
import { FigureRow } from '../shared/OrderEntry'
import { LinkButton } from '../shared/orderEntry.styles'
import { PendingState } from '../shared/PendingState'
import { submitFieldErrors } from '../shared/submitError'
import {
  Applied,
  Figures,
  Form,
  Limits,
  LimitsTitle,
  Pair,
  Root,
  Tier,
  Tiers,
} from './WithdrawalForm.styles'
import { useMessageLabels } from '../shared/widgetMessages'
import { withdrawalFormLabelKeys } from './WithdrawalForm.messages'

/** What the form asks for; the connected form adds the client withdrawal id. */
export type WithdrawalFormSubmit = Omit<WithdrawalApplyRequest, 'clientWithdrawalId'>

/** The fields a server refusal can be shown under. */
export type WithdrawalFormField =
  | 'address'
  | 'bankName'
  | 'cardNumber'
  | 'realName'
  | 'amount'
  | 'fundPassword'
  | 'authenticatorCode'

export type WithdrawalFormLabels = {
  /** Accessible name of the widget. @default 'Withdraw' */
  title: string
  /** @default 'Coin' */
  coin: string
  /** @default 'Network' */
  chain: string
  /** @default 'Address' */
  address: string
  /** @default 'Address book' */
  addressBook: string
  /** @default 'Bank name' */
  bankName: string
  /** @default 'Card number' */
  cardNumber: string
  /** @default "Card holder's real name" */
  realName: string
  /** @default 'Amount' */
  amount: string
  /** @default 'All' */
  all: string
  /** `{coin}`. @default 'Withdraw all available {coin}' */
  allLabel: string
  /** @default 'Available' */
  available: string
  /** @default 'Fee' */
  fee: string
  /** @default 'You receive' */
  arrival: string
  /** @default 'Limit left today' */
  remaining: string
  /** @default 'Fund password' */
  fundPassword: string
  /** @default 'Authenticator code' */
  authenticatorCode: string
  /** @default 'Withdraw' */
  submit: string
  /** @default 'Submitting' */
  submitting: string
  /** @default 'The withdrawal could not be submitted.' */
  failed: string
  /** Title of the answer after a withdrawal was applied for. @default 'Applied' */
  applied: string
  /** @default 'Your withdrawal is waiting for review; its status shows in your withdrawal records.' */
  appliedNote: string
  /** @default 'To' */
  destination: string
  /** Title of the limits box. @default 'Withdrawal limits' */
  limitsTitle: string
  /** @default 'Daily limit' */
  dailyLimit: string
  /** @default 'Used today' */
  usedToday: string
  /** @default 'Raise your limit' */
  tiers: string
  /** @default 'Done' */
  tierMet: string
  /** @default 'Not yet' */
  tierNotMet: string
  /** Tier names. */
  requirements: Record<WithdrawalRequirement, string>
  /** @default 'Account frozen' */
  frozenTitle: string
  /** @default 'Withdrawals are not possible while your account is frozen. Contact support.' */
  frozen: string
  /** @default 'Withdrawals paused' */
  blockedTitle: string
  /** `{time}`. @default 'Your login password was changed. For your safety, withdrawals are blocked until {time}.' */
  blockedPasswordChanged: string
  /** `{time}`. @default 'Your authenticator was removed. For your safety, withdrawals are blocked until {time}.' */
  blockedAuthenticatorRemoved: string
  /** @default 'Set a fund password first' */
  fundPasswordUnsetTitle: string
  /** @default 'Withdrawals are confirmed with a fund password, different from your login password.' */
  fundPasswordUnset: string
  /** @default 'Set the fund password' */
  setFundPassword: string
  /** @default 'The withdrawal details could not be loaded.' */
  error: string
  /** @default 'Retry' */
  retry: string
  /** @default 'Loading' */
  loading: string
  /** Field messages; `{chain}`, `{min}`, `{fee}`, `{coin}`, `{available}`, `{remaining}`, `{decimals}` are filled in. */
  errors: {
    /** @default 'Enter an address.' */
    'address.empty': string
    /** @default 'This is not a {chain} address.' */
    'address.format': string
    /** @default 'The address checksum does not match: check it for a typo.' */
    'address.checksum': string
    /** @default 'Enter the bank name.' */
    'bankName.empty': string
    /** @default 'Enter a valid card number (12 to 19 digits).' */
    'cardNumber.invalid': string
    /** @default "Enter the card holder's name." */
    'realName.empty': string
    /** @default 'Enter an amount greater than 0, with at most {decimals} decimals.' */
    'amount.invalid': string
    /** @default 'The minimum is {min} {coin}, and the amount must be above the {fee} {coin} fee.' */
    'amount.low': string
    /** @default 'The amount is more than the {available} {coin} available.' */
    'balance.insufficient': string
    /** @default "Over today's limit: {remaining} USDT left." */
    'limit.exceeded': string
    /** @default 'Enter your fund password.' */
    'fundPassword.empty': string
    /** @default 'Enter the 6-digit code.' */
    'authenticatorCode.invalid': string
  }
}

export const defaultWithdrawalFormLabels: WithdrawalFormLabels = {
  title: 'Withdraw',
  coin: 'Coin',
  chain: 'Network',
  address: 'Address',
  addressBook: 'Address book',
  bankName: 'Bank name',
  cardNumber: 'Card number',
  realName: "Card holder's real name",
  amount: 'Amount',
  all: 'All',
  allLabel: 'Withdraw all available {coin}',
  available: 'Available',
  fee: 'Fee',
  arrival: 'You receive',
  remaining: 'Limit left today',
  fundPassword: 'Fund password',
  authenticatorCode: 'Authenticator code',
  submit: 'Withdraw',
  submitting: 'Submitting',
  failed: 'The withdrawal could not be submitted.',
  applied: 'Applied',
  appliedNote:
    'Your withdrawal is waiting for review; its status shows in your withdrawal records.',
  destination: 'To',
  limitsTitle: 'Withdrawal limits',
  dailyLimit: 'Daily limit',
  usedToday: 'Used today',
  tiers: 'Raise your limit',
  tierMet: 'Done',
  tierNotMet: 'Not yet',
  requirements: {
    base: 'Base',
    realName: 'Real-name verification',
    phone: 'Phone bound',
    email: 'E-mail bound',
    authenticator: 'Authenticator bound',
  },
  frozenTitle: 'Account frozen',
  frozen: 'Withdrawals are not possible while your account is frozen. Contact support.',
  blockedTitle: 'Withdrawals paused',
  blockedPasswordChanged:
    'Your login password was changed. For your safety, withdrawals are blocked until {time}.',
  blockedAuthenticatorRemoved:
    'Your authenticator was removed. For your safety, withdrawals are blocked until {time}.',
  fundPasswordUnsetTitle: 'Set a fund password first',
  fundPasswordUnset:
    'Withdrawals are confirmed with a fund password, different from your login password.',
  setFundPassword: 'Set the fund password',
  error: 'The withdrawal details could not be loaded.',
  retry: 'Retry',
  loading: 'Loading',
  errors: {
    'address.empty': 'Enter an address.',
    'address.format': 'This is not a {chain} address.',
    'address.checksum': 'The address checksum does not match: check it for a typo.',
    'bankName.empty': 'Enter the bank name.',
    'cardNumber.invalid': 'Enter a valid card number (12 to 19 digits).',
    'realName.empty': "Enter the card holder's name.",
    'amount.invalid': 'Enter an amount greater than 0, with at most {decimals} decimals.',
    'amount.low': 'The minimum is {min} {coin}, and the amount must be above the {fee} {coin} fee.',
    'balance.insufficient': 'The amount is more than the {available} {coin} available.',
    'limit.exceeded': "Over today's limit: {remaining} USDT left.",
    'fundPassword.empty': 'Enter your fund password.',
    'authenticatorCode.invalid': 'Enter the 6-digit code.',
  },
}

/** Labels a site passes: any subset, the nested groups merged key by key. */
export type WithdrawalFormLabelsInput = Partial<
  Omit<WithdrawalFormLabels, 'errors' | 'requirements'>
> & {
  errors?: Partial<WithdrawalFormLabels['errors']>
  requirements?: Partial<WithdrawalFormLabels['requirements']>
}

export type WithdrawalFormProps = Omit<HTMLAttributes<HTMLElement>, 'children' | 'onSubmit'> & {
  /**
   * Coins and chains offered, with their minimums, fees and decimals (`GET /app/wallet/coins`);
   * chains with `withdraw: false` are left out. @default the table of `@bourse/rules/wallet`
   */
  coins?: readonly WalletCoin[]
  /** The user's limits and blocks (`GET /app/wallet/withdrawal/limits`); null while loading. */
  limits: WithdrawalLimits | null
  /** State of the coins and limits. @default 'ready' */
  status?: 'loading' | 'ready' | 'error'
  /** A second line of the error state. @default undefined */
  errorDetail?: string
  /** The error state's retry. @default undefined */
  onRetry?: () => void
  /**
   * Available amount by coin, in the account it is paid from (spot; fiat for USD); a missing
   * coin shows "–" and is not checked (the server keeps the last word). @default {}
   */
  balances?: Partial<Record<string, string | null>>
  /** Price of each coin in USDT, for the daily-limit check (USDT and USD are 1). @default {} */
  prices?: Partial<Record<string, string>>
  /** The coin chosen first. @default 'USDT' */
  defaultCoin?: string
  /**
   * Renders the address book for `chain` (an `AddressManager` in `select` mode) inside the
   * form's dialog; `onSelect` fills the address and closes it. Without it there is no button.
   * @default undefined
   */
  renderAddressBook?: (details: {
    chain: AddressChain
    onSelect: (address: WithdrawalAddress) => void
  }) => ReactNode
  /**
   * Applies for the withdrawal; resolves with it, rejects with an Error (a `SubmitError` puts
   * its field messages under the fields of {@link WithdrawalFormField}).
   */
  onSubmit: (request: WithdrawalFormSubmit) => Promise<Withdrawal>
  /** Called after a withdrawal was applied for. @default undefined */
  onDone?: (withdrawal: Withdrawal) => void
  /** The fund-password prompt's action (the site opens its dialog). @default undefined */
  onSetFundPassword?: () => void
  /** Called when the coin or chain changes. @default undefined */
  onChainChange?: (details: { coin: string; chain: string }) => void
  /** BCP-47 locale for numbers and times. @default 'en' */
  locale?: string
  /** Time zone of the block's end (stories pin it). @default the user's time zone */
  timeZone?: string
  /** Clock that decides whether a block is over (stories pin it). @default Date.now */
  now?: () => number
  /** Text, English by default. */
  labels?: WithdrawalFormLabelsInput
}

const emptyRecord: Partial<Record<string, never>> = {}
const LIMIT_DECIMALS = 2
const CODE = /^[0-9]{6}$/

/** The chain rules of the coins the server offers, withdrawable chains only. */
function rulesOf(coins: readonly WalletCoin[] | undefined): readonly ChainRule[] {
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

/**
 * The withdrawal form: coin and network, a chain address (with the address book) or a bank
 * card for USD, the amount with "All" and the quote the server will apply (fee, arrival, the
 * daily limit left, its problem inline), the fund password and, when bound, the authenticator
 * code. A frozen account, a 24-hour block or a missing fund password is shown instead of the
 * form; the tiers that raise the limit are listed under it. Renders from props only;
 * `WithdrawalFormConnected` feeds it.
 */
export function WithdrawalForm({
  coins,
  limits,
  status = 'ready',
  errorDetail,
  onRetry,
  balances = emptyRecord,
  prices = emptyRecord,
  defaultCoin = 'USDT',
  renderAddressBook,
  onSubmit,
  onDone,
  onSetFundPassword,
  onChainChange,
  locale = 'en',
  timeZone,
  now = Date.now,
  labels: labelsProp,
  ...rest
}: WithdrawalFormProps) {
  const labelsInput = useMessageLabels(
    defaultWithdrawalFormLabels,
    withdrawalFormLabelKeys,
    labelsProp,
  )
  const labels = useMemo(
    () => ({
      ...defaultWithdrawalFormLabels,
      ...labelsInput,
      errors: { ...defaultWithdrawalFormLabels.errors, ...labelsInput?.errors },
      requirements: {
        ...defaultWithdrawalFormLabels.requirements,
        ...labelsInput?.requirements,
      },
    }),
    [labelsInput],
  )
  const rules = useMemo(() => rulesOf(coins), [coins])
  const coinList = useMemo(() => [...new Set(rules.map((r) => r.coin))], [rules])
  const [picked, setPicked] = useState<{ coin: string; chain: string }>(() => ({
    coin: defaultCoin,
    chain: '',
  }))
  const coin = coinList.includes(picked.coin) ? picked.coin : (coinList[0] ?? defaultCoin)
  const chains = rules.filter((r) => r.coin === coin)
  const rule = chains.find((r) => r.chain === picked.chain) ?? chains[0]

  const [address, setAddress] = useState('')
  const [bankName, setBankName] = useState('')
  const [cardNumber, setCardNumber] = useState('')
  const [realName, setRealName] = useState('')
  const [amount, setAmount] = useState('')
  const [fundPassword, setFundPassword] = useState('')
  const [code, setCode] = useState('')
  const [attempted, setAttempted] = useState(false)
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [serverFields, setServerFields] = useState<Readonly<Record<string, string>>>({})
  const [applied, setApplied] = useState<Withdrawal | null>(null)
  const [bookOpen, setBookOpen] = useState(false)
  const limitsTitleId = useId()
  const refs = {
    address: useRef<HTMLInputElement>(null),
    bankName: useRef<HTMLInputElement>(null),
    cardNumber: useRef<HTMLInputElement>(null),
    realName: useRef<HTMLInputElement>(null),
    amount: useRef<HTMLInputElement>(null),
    fundPassword: useRef<HTMLInputElement>(null),
    authenticatorCode: useRef<HTMLInputElement>(null),
  } satisfies Record<WithdrawalFormField, unknown>

  if (status === 'loading' || status === 'error' || !limits || !rule) {
    const loading = status === 'loading' || (status === 'ready' && !limits)
    return (
      <Root aria-label={labels.title} aria-busy={loading || undefined} {...rest}>
        <PendingState
          status={loading ? 'loading' : 'error'}
          minHeight="12rem"
          errorDetail={errorDetail}
          onRetry={onRetry}
          labels={labels}
        />
      </Root>
    )
  }

  const bank = rule.chain === 'BANK'
  const money = (value: string, decimals = rule.decimals) =>
    formatNumber(value, { locale, decimals, minDecimals: Math.min(2, decimals) })
  const usdt = (value: string) =>
    formatNumber(value, { locale, decimals: LIMIT_DECIMALS, minDecimals: LIMIT_DECIMALS })

  const availableRaw = balances[coin] ?? null
  const available = availableRaw === null ? null : truncateDecimal(availableRaw, rule.decimals)
  const price = coin === 'USDT' || coin === 'USD' ? '1' : prices[coin]
  const quote = quoteWithdrawal({
    rule,
    amount,
    // An unknown balance is not checked here: the server answers for it.
    available: available ?? (amount.trim() || '0'),
    remainingUsdt: limits.remainingUsdt,
    priceUsdt: price,
  })

  const blockedUntil =
    limits.blockedUntil !== undefined && limits.blockedUntil > now() ? limits.blockedUntil : null
  const showLive = (value: string) => attempted || value.trim() !== ''

  const addressCheck: AddressCheck = bank ? 'ok' : checkAddress(rule.chain, address)
  const messages: Partial<Record<WithdrawalFormField, string>> = {}
  if (!bank && addressCheck !== 'ok' && showLive(address))
    messages.address = formatMessage(labels.errors[`address.${addressCheck}`], {
      chain: rule.name,
    })
  if (bank && attempted && bankName.trim() === '')
    messages.bankName = labels.errors['bankName.empty']
  if (bank && !isValidCardNumber(cardNumber) && showLive(cardNumber))
    messages.cardNumber = labels.errors['cardNumber.invalid']
  if (bank && attempted && realName.trim() === '')
    messages.realName = labels.errors['realName.empty']
  if (quote.problem && showLive(amount))
    messages.amount = formatMessage(labels.errors[quote.problem satisfies WithdrawalProblem], {
      decimals: rule.decimals,
      min: money(rule.minWithdraw),
      fee: money(rule.withdrawFee),
      coin,
      available: available === null ? '' : money(available),
      remaining: usdt(limits.remainingUsdt),
    })
  if (attempted && fundPassword === '') messages.fundPassword = labels.errors['fundPassword.empty']
  if (limits.authenticatorBound && !CODE.test(code) && showLive(code))
    messages.authenticatorCode = labels.errors['authenticatorCode.invalid']
  const shown = (f: WithdrawalFormField) => serverFields[f] ?? messages[f]

  const clientInvalid: WithdrawalFormField[] = [
    ...(bank
      ? ([
          bankName.trim() === '' && 'bankName',
          !isValidCardNumber(cardNumber) && 'cardNumber',
          realName.trim() === '' && 'realName',
        ] as const)
      : ([addressCheck !== 'ok' && 'address'] as const)),
    quote.problem !== null && 'amount',
    fundPassword === '' && 'fundPassword',
    limits.authenticatorBound && !CODE.test(code) && 'authenticatorCode',
  ].filter((f): f is WithdrawalFormField => f !== false)

  const edited = (field: WithdrawalFormField) => {
    setFailure(null)
    setApplied(null)
    setServerFields((fields) => {
      if (!(field in fields)) return fields
      const next = { ...fields }
      delete next[field]
      return next
    })
  }
  /** The props every text field shares: its ref, label, value and error; an edit is `edited`. */
  const textField = (
    field: Exclude<WithdrawalFormField, 'amount'>,
    value: string,
    set: (text: string) => void,
  ) => ({
    ref: refs[field],
    label: labels[field],
    value,
    error: shown(field),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      set(event.target.value)
      edited(field)
    },
  })

  const pick = (next: { coin: string; chain: string }) => {
    setPicked(next)
    setServerFields({})
    setFailure(null)
    setAttempted(false)
    onChainChange?.(next)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (pending) return
    setAttempted(true)
    setFailure(null)
    setServerFields({})
    setApplied(null)
    const first = clientInvalid[0]
    if (first) {
      refs[first].current?.focus()
      return
    }
    const request: WithdrawalFormSubmit = bank
      ? {
          method: 'bank',
          coin,
          chain: rule.chain,
          bankName: bankName.trim(),
          cardNumber: cardNumber.replace(/[\s-]/g, ''),
          realName: realName.trim(),
          amount: amount.trim(),
          fundPassword,
        }
      : {
          method: 'chain',
          coin,
          chain: rule.chain,
          address: address.trim(),
          amount: amount.trim(),
          fundPassword,
        }
    if (limits.authenticatorBound) request.authenticatorCode = code
    setPending(true)
    try {
      const withdrawal = await onSubmit(request)
      setAmount('')
      setFundPassword('')
      setCode('')
      setAttempted(false)
      setApplied(withdrawal)
      onDone?.(withdrawal)
    } catch (error) {
      const fields = submitFieldErrors(error)
      setServerFields(fields)
      const field = (Object.keys(refs) as WithdrawalFormField[]).find((f) => fields[f])
      if (field) refs[field].current?.focus()
      else setFailure(error instanceof Error && error.message ? error.message : labels.failed)
    } finally {
      setPending(false)
    }
  }

  const limitsBox = (
    <Limits aria-labelledby={limitsTitleId}>
      <LimitsTitle id={limitsTitleId}>{labels.limitsTitle}</LimitsTitle>
      <Figures>
        <FigureRow term={labels.dailyLimit} testId="daily-limit">
          {usdt(limits.dailyLimitUsdt)} USDT
        </FigureRow>
        <FigureRow term={labels.usedToday}>{usdt(limits.usedTodayUsdt)} USDT</FigureRow>
      </Figures>
      <Tiers aria-label={labels.tiers}>
        {limits.tiers.map((t) => (
          <Tier key={t.requirement}>
            {labels.requirements[t.requirement]} +{usdt(t.amountUsdt)}
            <Badge size="sm" tone={t.met ? 'positive' : 'neutral'}>
              {t.met ? labels.tierMet : labels.tierNotMet}
            </Badge>
          </Tier>
        ))}
      </Tiers>
    </Limits>
  )

  let blocker: ReactNode = null
  if (limits.frozen) {
    blocker = (
      <Alert tone="negative" title={labels.frozenTitle}>
        {labels.frozen}
      </Alert>
    )
  } else if (blockedUntil !== null) {
    const text =
      limits.blockReason === 'authenticator_removed'
        ? labels.blockedAuthenticatorRemoved
        : labels.blockedPasswordChanged
    blocker = (
      <Alert tone="warning" title={labels.blockedTitle}>
        {formatMessage(text, { time: formatDateTime(blockedUntil, locale, timeZone) })}
      </Alert>
    )
  } else if (!limits.fundPasswordSet) {
    blocker = (
      <Alert tone="info" title={labels.fundPasswordUnsetTitle}>
        {labels.fundPasswordUnset}{' '}
        {onSetFundPassword ? (
          <LinkButton type="button" onClick={onSetFundPassword}>
            {labels.setFundPassword}
          </LinkButton>
        ) : null}
      </Alert>
    )
  }
  if (blocker) {
    return (
      <Root aria-label={labels.title} {...rest}>
        {blocker}
        {limitsBox}
      </Root>
    )
  }

  const destination = (w: Withdrawal) =>
    w.method === 'bank' ? `${w.bankName ?? ''} ${w.cardNumber ?? ''}`.trim() : (w.address ?? '')

  return (
    <Root aria-label={labels.title} {...rest}>
      <Form noValidate onSubmit={(event) => void submit(event)}>
        <Pair>
          <Select
            label={labels.coin}
            value={coin}
            options={coinList.map((c) => ({ value: c, label: c }))}
            onChange={({ value }) => pick({ coin: value, chain: '' })}
          />
          <Select
            label={labels.chain}
            value={rule.chain}
            options={chains.map((r) => ({ value: r.chain, label: r.name }))}
            disabled={chains.length < 2}
            onChange={({ value }) => pick({ coin, chain: value })}
          />
        </Pair>
        {bank ? (
          <>
            <Input {...textField('bankName', bankName, setBankName)} maxLength={60} />
            <Input
              {...textField('cardNumber', cardNumber, setCardNumber)}
              inputMode="numeric"
              autoComplete="off"
              maxLength={30}
            />
            <Input {...textField('realName', realName, setRealName)} maxLength={60} />
          </>
        ) : (
          <Input
            {...textField('address', address, setAddress)}
            autoComplete="off"
            spellCheck={false}
            maxLength={120}
            suffix={
              renderAddressBook ? (
                <LinkButton type="button" onClick={() => setBookOpen(true)}>
                  {labels.addressBook}
                </LinkButton>
              ) : undefined
            }
          />
        )}
        <NumberInput
          ref={refs.amount}
          label={labels.amount}
          value={amount}
          locale={locale}
          precision={rule.decimals}
          min="0"
          error={shown('amount')}
          onChange={({ value }) => {
            setAmount(value)
            edited('amount')
          }}
          suffix={
            <LinkButton
              type="button"
              aria-label={formatMessage(labels.allLabel, { coin })}
              disabled={available === null}
              onClick={() => {
                if (available === null) return
                setAmount(available)
                edited('amount')
              }}
            >
              {labels.all}
            </LinkButton>
          }
        />
        <Figures>
          <FigureRow term={labels.available} testId="available">
            {available === null ? '–' : `${money(available)} ${coin}`}
          </FigureRow>
          <FigureRow term={labels.fee} testId="fee">
            {money(quote.fee)} {coin}
          </FigureRow>
          <FigureRow term={labels.arrival} testId="arrival">
            {money(quote.arrival)} {coin}
          </FigureRow>
          <FigureRow term={labels.remaining} testId="remaining">
            {usdt(limits.remainingUsdt)} USDT
          </FigureRow>
        </Figures>
        <Input
          {...textField('fundPassword', fundPassword, setFundPassword)}
          type="password"
          autoComplete="off"
          maxLength={64}
        />
        {limits.authenticatorBound ? (
          <Input
            {...textField('authenticatorCode', code, (text) => setCode(text.replace(/\D/g, '')))}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
          />
        ) : null}
        {failure ? <Alert tone="negative">{failure}</Alert> : null}
        {applied ? (
          <Alert tone="positive" role="status" title={labels.applied}>
            {labels.appliedNote}
            <Applied>
              <dt>{labels.amount}</dt>
              <dd>
                {money(applied.amount)} {applied.coin}
              </dd>
              <dt>{labels.arrival}</dt>
              <dd>
                {money(applied.arrivalAmount)} {applied.coin}
              </dd>
              <dt>{labels.destination}</dt>
              <dd>{destination(applied)}</dd>
            </Applied>
          </Alert>
        ) : null}
        <Button
          type="submit"
          variant="primary"
          size="lg"
          block
          loading={pending}
          loadingLabel={labels.submitting}
        >
          {labels.submit}
        </Button>
      </Form>
      {limitsBox}
      {renderAddressBook && !bank ? (
        <Modal open={bookOpen} title={labels.addressBook} onClose={() => setBookOpen(false)}>
          {bookOpen
            ? renderAddressBook({
                chain: rule.chain as AddressChain,
                onSelect: (picked) => {
                  setAddress(picked.address)
                  edited('address')
                  setBookOpen(false)
                },
              })
            : null}
        </Modal>
      ) : null}
    </Root>
  )
}
WithdrawalForm.displayName = 'WithdrawalForm'
