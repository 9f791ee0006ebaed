import type { Withdrawal } from '@bourse/api-client'
import { formatMessage } from '@bourse/rules'
import { truncateDecimal } from '@bourse/rules/decimal'
import { quoteWithdrawal } from '@bourse/rules/wallet'
import {
  Alert,
  Button,
  formatBalance,
  formatFee,
  formatNumber,
  formatTotal,
  Input,
  Modal,
  NumberInput,
  Select,
} from '@bourse/ui'
import { useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import type { AddressChain } from '../AddressManager'
import { FigureRow } from '../shared/OrderEntry'
import { LinkButton } from '../shared/orderEntry.styles'
import { PendingState } from '../shared/PendingState'
import { submitFieldErrors } from '../shared/submitError'
import { useWidgetLabels } from '../shared/widgetMessages'
import { defaultWithdrawalFormLabels, withLegacyBlockedLabels } from './WithdrawalForm.labels'
import { withdrawalFormLabelKeys } from './WithdrawalForm.messages'
import { FieldPair } from '../shared/form.styles'
import { Figures, Form, Root } from './WithdrawalForm.styles'
import { AppliedNote, withdrawalBlocker, WithdrawalLimitsBox } from './WithdrawalLimits'
import {
  problemShown,
  rulesOf,
  withdrawalProblems,
  withdrawalRequest,
  type WithdrawalFormField,
} from './withdrawalRules'
import type { WithdrawalFormProps } from './WithdrawalForm.types'

export {
  defaultWithdrawalFormLabels,
  type WithdrawalFormLabels,
  type WithdrawalFormLabelsInput,
} from './WithdrawalForm.labels'
import { useClockNow } from '../serverClock/useServerNow'
export type { WithdrawalFormField } from './withdrawalRules'
export type { WithdrawalFormProps, WithdrawalFormSubmit } from './WithdrawalForm.types'

const emptyRecord: Partial<Record<string, never>> = {}
const LIMIT_DECIMALS = 2
const noValues: Record<WithdrawalFormField, string> = {
  address: '',
  bankName: '',
  cardNumber: '',
  realName: '',
  amount: '',
  fundPassword: '',
  authenticatorCode: '',
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
  passkey = false,
  locale = 'en',
  timeZone,
  now: nowProp,
  labels: labelsProp,
  ...rest
}: WithdrawalFormProps) {
  const now = useClockNow(nowProp)
  const labelsInput = useMemo(() => withLegacyBlockedLabels(labelsProp), [labelsProp])
  const labels = useWidgetLabels(defaultWithdrawalFormLabels, withdrawalFormLabelKeys, labelsInput)
  const rules = useMemo(() => rulesOf(coins), [coins])
  const coinList = useMemo(() => [...new Set(rules.map((r) => r.coin))], [rules])
  const [picked, setPicked] = useState<{ coin: string; chain: string }>(() => ({
    coin: defaultCoin,
    chain: '',
  }))
  const coin = coinList.includes(picked.coin) ? picked.coin : (coinList[0] ?? defaultCoin)
  const chains = rules.filter((r) => r.coin === coin)
  const rule = chains.find((r) => r.chain === picked.chain) ?? chains[0]

  const [values, setValues] = useState(noValues)
  const { amount } = values
  const setValue = (field: WithdrawalFormField, text: string) =>
    setValues((v) => ({ ...v, [field]: text }))
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
  const problems = withdrawalProblems({
    values,
    chain: rule.chain,
    amountProblem: quote.problem,
    authenticatorBound: limits.authenticatorBound && !passkey,
  })
  const messages: Partial<Record<WithdrawalFormField, string>> = {}
  for (const { field, problem } of problems) {
    if (!problemShown(attempted, values[field])) continue
    const params: Record<string, string | number> =
      field === 'address'
        ? { chain: rule.name }
        : field === 'amount'
          ? {
              decimals: rule.decimals,
              min: money(rule.minWithdraw),
              fee: money(rule.withdrawFee),
              coin,
              available: available === null ? '' : money(available),
              remaining: usdt(limits.remainingUsdt),
            }
          : {}
    messages[field] = formatMessage(labels.errors[problem], params)
  }
  const shown = (f: WithdrawalFormField) => serverFields[f] ?? messages[f]

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
    clean: (text: string) => string = (text) => text,
  ) => ({
    ref: refs[field],
    label: labels[field],
    value: values[field],
    error: shown(field),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setValue(field, clean(event.target.value))
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
    const first = problems[0]
    if (first) {
      refs[first.field].current?.focus()
      return
    }
    const request = withdrawalRequest({
      values,
      coin,
      chain: rule.chain,
      authenticatorBound: limits.authenticatorBound && !passkey,
    })
    setPending(true)
    try {
      const withdrawal = await onSubmit(request)
      setValues((v) => ({ ...v, amount: '', fundPassword: '', authenticatorCode: '' }))
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
    <WithdrawalLimitsBox limits={limits} labels={labels} titleId={limitsTitleId} usdt={usdt} />
  )

  const blocker = withdrawalBlocker({
    limits,
    labels,
    blockedUntil,
    locale,
    timeZone,
    onSetFundPassword,
  })
  if (blocker) {
    return (
      <Root aria-label={labels.title} {...rest}>
        {blocker}
        {limitsBox}
      </Root>
    )
  }

  return (
    <Root aria-label={labels.title} {...rest}>
      <Form noValidate onSubmit={(event) => void submit(event)}>
        <FieldPair>
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
        </FieldPair>
        {bank ? (
          <>
            <Input {...textField('bankName')} maxLength={60} />
            <Input
              {...textField('cardNumber')}
              inputMode="numeric"
              autoComplete="off"
              maxLength={30}
            />
            <Input {...textField('realName')} maxLength={60} />
          </>
        ) : (
          <Input
            {...textField('address')}
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
            setValue('amount', value)
            edited('amount')
          }}
          suffix={
            <LinkButton
              type="button"
              aria-label={formatMessage(labels.allLabel, { coin })}
              disabled={available === null}
              onClick={() => {
                if (available === null) return
                setValue('amount', available)
                edited('amount')
              }}
            >
              {labels.all}
            </LinkButton>
          }
        />
        <Figures>
          <FigureRow term={labels.available} testId="available">
            {available === null ? '–' : `${formatBalance(available, { locale })} ${coin}`}
          </FigureRow>
          <FigureRow term={labels.fee} testId="fee">
            {formatFee(quote.fee, { locale })} {coin}
          </FigureRow>
          <FigureRow term={labels.arrival} testId="arrival">
            {formatTotal(quote.arrival, { locale })} {coin}
          </FigureRow>
          <FigureRow term={labels.remaining} testId="remaining">
            {usdt(limits.remainingUsdt)} USDT
          </FigureRow>
        </Figures>
        <Input {...textField('fundPassword')} type="password" autoComplete="off" maxLength={64} />
        {limits.authenticatorBound && !passkey ? (
          <Input
            {...textField('authenticatorCode', (text) => text.replace(/\D/g, ''))}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
          />
        ) : null}
        {failure ? <Alert tone="negative">{failure}</Alert> : null}
        {applied ? <AppliedNote applied={applied} labels={labels} money={money} /> : null}
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
                  setValue('address', picked.address)
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
