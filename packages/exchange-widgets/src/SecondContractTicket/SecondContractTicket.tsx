import type { LabelsInput } from '../shared/labels'
import type {
  SecondDirection,
  SecondOffer,
  SecondOrder,
  SecondPlaceRequest,
  SecondProduct,
} from '@bourse/api-client'
import { formatMessage, mergeSecondOrder } from '@bourse/rules'
import {
  secondAmountError,
  secondFee,
  secondSettlement,
  type SecondAmountError,
} from '@bourse/rules/contracts'
import { add, compare, isDecimal } from '@bourse/rules/decimal'
import {
  Badge,
  Countdown,
  Empty,
  NumberInput,
  Skeleton,
  formatNumber,
  formatPercent,
  type Tone,
} from '@bourse/ui'
import { useId, useMemo, useRef, useState, type FormEvent, type HTMLAttributes } from 'react'
import { WidgetError } from '../shared/LiveStatus'
import { Toned } from '../shared/frame.styles'
import type { WidgetStatus } from '../types'
import {
  AvailableRow,
  FigureRow,
  SideSwitch,
  SubmitBlock,
  useEntryLabels,
} from '../shared/OrderEntry'
import {
  EntryForm as Form,
  EntryRoot as Root,
  FieldBlock,
  FieldLabel,
  Figure,
  Inline,
  Summary,
  Term,
} from '../shared/orderEntry.styles'
import {
  Contract,
  ContractList,
  Contracts,
  ContractsTitle,
  Durations,
  Header,
  Muted,
  Title,
} from './SecondContractTicket.styles'
import { useMessageLabels } from '../shared/widgetMessages'
import { secondContractTicketLabelKeys } from './SecondContractTicket.messages'

/** What the ticket asks to buy; the connected ticket adds the client order id. */
export type SecondTicketSubmit = Omit<SecondPlaceRequest, 'clientOrderId'>

/** Why the ticket refuses an amount: the rules' codes, and not enough in the account. */
export type SecondTicketErrorCode = SecondAmountError | 'balance.insufficient'

export type SecondContractTicketLabels = {
  /** Accessible name and heading. @default 'Second contract' */
  title: string
  /** @default 'Direction' */
  direction: string
  /** @default 'Buy up' */
  up: string
  /** @default 'Buy down' */
  down: string
  /** @default 'Duration' */
  duration: string
  /** One duration choice; `{seconds}` and `{payout}` (a percentage). @default '{seconds} s · {payout}' */
  durationOption: string
  /** @default 'Amount' */
  amount: string
  /** `{min}`, `{max}` and `{asset}`. @default 'Min {min} · Max {max} {asset}' */
  limits: string
  /** @default 'Fee' */
  fee: string
  /** `{rate}` (a percentage). @default 'Fee ({rate})' */
  feePercent: string
  /** @default 'Payout if it wins' */
  payout: string
  /** @default 'Profit if it wins' */
  profitIfWin: string
  /** @default 'Last price' */
  lastPrice: string
  /** @default 'Available' */
  available: string
  /** @default 'Transfer' */
  transfer: string
  /** `{asset}`. @default 'Transfer {asset} to the second-contract account' */
  transferLabel: string
  /** @default 'Log in to trade' */
  login: string
  /** @default 'Placing contract' */
  submitting: string
  /** @default 'Contract placed.' */
  placed: string
  /** @default 'The contract could not be placed.' */
  submitFailed: string
  /** @default 'Second contracts are not available in your region.' */
  unavailable: string
  /** `{symbol}`. @default 'Second contracts are not offered on {symbol}.' */
  symbolUnavailable: string
  /** @default 'Loading second contracts' */
  loading: string
  /** @default 'Second contracts could not be loaded.' */
  error: string
  /** @default 'Retry' */
  retry: string
  /** @default 'My contracts' */
  contracts: string
  /** `{direction}`, `{amount}`, `{asset}`. @default '{direction} {amount} {asset}' */
  contractName: string
  /** @default 'Up' */
  directionUp: string
  /** @default 'Down' */
  directionDown: string
  /** @default 'Buy price' */
  buyPrice: string
  /** @default 'Settlement price' */
  settlementPrice: string
  /** @default 'Time left' */
  timeLeft: string
  /** @default 'Waiting for the price' */
  statusPending: string
  /** @default 'Settling' */
  statusSettling: string
  /** @default 'Win' */
  win: string
  /** @default 'Loss' */
  loss: string
  /** @default 'Tie' */
  tie: string
  /**
   * Amount messages; `{min}`, `{max}`, `{asset}` are filled in.
   */
  errors: Record<SecondTicketErrorCode, string>
}

export const defaultSecondContractTicketLabels: SecondContractTicketLabels = {
  title: 'Second contract',
  direction: 'Direction',
  up: 'Buy up',
  down: 'Buy down',
  duration: 'Duration',
  durationOption: '{seconds} s · {payout}',
  amount: 'Amount',
  limits: 'Min {min} · Max {max} {asset}',
  fee: 'Fee',
  feePercent: 'Fee ({rate})',
  payout: 'Payout if it wins',
  profitIfWin: 'Profit if it wins',
  lastPrice: 'Last price',
  available: 'Available',
  transfer: 'Transfer',
  transferLabel: 'Transfer {asset} to the second-contract account',
  login: 'Log in to trade',
  submitting: 'Placing contract',
  placed: 'Contract placed.',
  submitFailed: 'The contract could not be placed.',
  unavailable: 'Second contracts are not available in your region.',
  symbolUnavailable: 'Second contracts are not offered on {symbol}.',
  loading: 'Loading second contracts',
  error: 'Second contracts could not be loaded.',
  retry: 'Retry',
  contracts: 'My contracts',
  contractName: '{direction} {amount} {asset}',
  directionUp: 'Up',
  directionDown: 'Down',
  buyPrice: 'Buy price',
  settlementPrice: 'Settlement price',
  timeLeft: 'Time left',
  statusPending: 'Waiting for the price',
  statusSettling: 'Settling',
  win: 'Win',
  loss: 'Loss',
  tie: 'Tie',
  errors: {
    'order.amount.invalid': 'The order amount is not valid.',
    'second.amount.low': 'The minimum amount is {min} {asset}.',
    'second.amount.high': 'The maximum amount is {max} {asset}.',
    'balance.insufficient': 'Insufficient balance.',
  },
}

export type SecondContractTicketProps = Omit<
  HTMLAttributes<HTMLElement>,
  'children' | 'onSubmit'
> & {
  /** The offer (`/app/second/products`); null while it loads. */
  offer: SecondOffer | null
  /** The market the contract is on (`BTCUSDT`). */
  symbol: string
  /** Pair name shown in the heading. @default symbol */
  pairName?: string
  /** Last price of the market; null before the first ticker. @default null */
  lastPrice?: string | null
  /** Decimals of prices. @default 2 */
  pricePrecision?: number
  /** Available stake asset in the second-contract account; null when unknown. @default null */
  available?: string | null
  /** Whether a user is signed in. */
  loggedIn: boolean
  /**
   * The user's contracts to show under the form (open ones and just settled ones), newest first;
   * contracts `onSubmit` returns are added to them. @default []
   */
  orders?: readonly SecondOrder[]
  /** What to render: `loading` skeleton, `error` with retry. @default 'ready' */
  status?: WidgetStatus
  /** Called by the error state's retry button. @default undefined */
  onRetry?: () => void
  /** Buys a contract; resolves with it, rejects with an Error whose message is shown. */
  onSubmit: (request: SecondTicketSubmit) => Promise<SecondOrder>
  /** Called by "Log in to trade". @default undefined */
  onLogin?: () => void
  /** Called by the transfer link next to the available balance. @default undefined */
  onTransfer?: (details: { asset: string }) => void
  /** Product chosen first (its id). @default the first product */
  defaultProductId?: string
  /** BCP-47 locale for numbers. @default 'en' */
  locale?: string
  /** Clock of the countdowns (stories pin it). @default Date.now */
  now?: () => number
  /** Text, English by default. */
  labels?: LabelsInput<SecondContractTicketLabels>
}

const AMOUNT_DECIMALS = 8
const noOrders: readonly SecondOrder[] = []
/** The ticket lists at most this many contracts (the records table has the rest). */
const SHOWN_CONTRACTS = 5

const RESULT_TONE: Record<NonNullable<SecondOrder['result']>, Tone> = {
  win: 'positive',
  loss: 'negative',
  tie: 'neutral',
}

/**
 * Buys timed up/down contracts: direction, duration (each product with its payout), amount
 * within the product's limits, fee and payout on a win worked out by the shared rules
 * (`secondFee`, `secondSettlement`), the available balance with a transfer link; then lists the
 * user's open contracts with a live countdown to settlement and, once settled, the result.
 * Renders from props only; `SecondContractTicketConnected` feeds it.
 */
export function SecondContractTicket({
  offer,
  symbol,
  pairName,
  lastPrice = null,
  pricePrecision = 2,
  available = null,
  loggedIn,
  orders = noOrders,
  status = 'ready',
  onRetry,
  onSubmit,
  onLogin,
  onTransfer,
  defaultProductId,
  locale = 'en',
  now = Date.now,
  labels: labelsProp,
  ...rest
}: SecondContractTicketProps) {
  const labelsInput = useMessageLabels(
    defaultSecondContractTicketLabels,
    secondContractTicketLabelKeys,
    labelsProp,
  )
  const labels = useEntryLabels(defaultSecondContractTicketLabels, labelsInput)
  const [direction, setDirection] = useState<SecondDirection>('up')
  const [productId, setProductId] = useState<string | undefined>(defaultProductId)
  const [amount, setAmount] = useState('')
  const [attempted, setAttempted] = useState(false)
  const [pending, setPending] = useState(false)
  const [submitError, setSubmitError] = useState<string | null>(null)
  const [placed, setPlaced] = useState<readonly SecondOrder[]>([])
  const amountRef = useRef<HTMLInputElement>(null)
  const ids = useId()

  const products = offer?.products ?? []
  const product: SecondProduct | undefined = products.find((p) => p.id === productId) ?? products[0]
  const asset = offer?.asset ?? 'USDT'
  const num = (value: string, decimals: number, minDecimals = 0) =>
    formatNumber(value, { locale, decimals, minDecimals })
  const money = (value: string) => num(value, AMOUNT_DECIMALS, 2)
  const pct = (ratio: string) => formatPercent(ratio, { locale, decimals: 2, minDecimals: 0 })

  // The user's contracts: the ones given, with the ones bought here merged in (a later status wins).
  const shown = useMemo(() => {
    let list: readonly SecondOrder[] = placed
    for (const order of orders) list = mergeSecondOrder(list, order)
    return list.slice(0, SHOWN_CONTRACTS)
  }, [orders, placed])

  const filled = amount.trim() !== ''
  const amountIssue: SecondTicketErrorCode | null = product
    ? (secondAmountError(amount, product) ??
      (available !== null && compare(add(amount, secondFee(amount, product)), available) > 0
        ? 'balance.insufficient'
        : null))
    : null
  const amountMessage =
    amountIssue && (filled || attempted)
      ? formatMessage(labels.errors[amountIssue], {
          min: product ? num(product.minAmount, AMOUNT_DECIMALS) : '',
          max: product ? num(product.maxAmount, AMOUNT_DECIMALS) : '',
          asset,
        })
      : undefined
  const valid =
    isDecimal(amount) && product !== undefined && secondAmountError(amount, product) === null
  const fee = product && valid ? secondFee(amount, product) : null
  const win = product && valid ? secondSettlement(amount, product.payoutRate, 'win') : null

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (pending || !product) return
    setAttempted(true)
    setSubmitError(null)
    if (amountIssue) {
      amountRef.current?.focus()
      return
    }
    setPending(true)
    try {
      const order = await onSubmit({ symbol, direction, productId: product.id, amount })
      setPlaced((list) => mergeSecondOrder(list, order))
      setAmount('')
      setAttempted(false)
    } catch (error) {
      setSubmitError(error instanceof Error && error.message ? error.message : labels.submitFailed)
    } finally {
      setPending(false)
    }
  }

  const heading = (
    <Header>
      <Title>{pairName ?? symbol}</Title>
      <Inline>
        <Term>{labels.lastPrice}</Term>
        <Figure data-testid="last-price">
          {lastPrice ? num(lastPrice, pricePrecision, pricePrecision) : '–'}
        </Figure>
      </Inline>
    </Header>
  )

  if (status === 'error') {
    return (
      <Root aria-label={labels.title} {...rest}>
        {heading}
        <WidgetError message={labels.error} retryLabel={labels.retry} onRetry={onRetry} />
      </Root>
    )
  }
  if (status === 'loading' || offer === null) {
    return (
      <Root aria-label={labels.title} aria-busy {...rest}>
        {heading}
        <span role="status" aria-label={labels.loading}>
          <Skeleton height="2.5rem" />
        </span>
        <Skeleton height="5rem" />
        <Skeleton height="2.5rem" />
      </Root>
    )
  }
  if (!offer.enabled || !offer.symbols.includes(symbol)) {
    return (
      <Root aria-label={labels.title} {...rest}>
        {heading}
        <Empty
          icon="info"
          title={
            offer.enabled
              ? formatMessage(labels.symbolUnavailable, { symbol: pairName ?? symbol })
              : labels.unavailable
          }
        />
      </Root>
    )
  }

  const directionName = (d: SecondDirection) =>
    d === 'up' ? labels.directionUp : labels.directionDown

  return (
    <Root aria-label={labels.title} {...rest}>
      {heading}
      <SideSwitch
        label={labels.direction}
        sides={[
          { value: 'up', label: labels.up },
          { value: 'down', label: labels.down },
        ]}
        value={direction}
        onChange={({ value }) => {
          setDirection(value)
          setSubmitError(null)
        }}
      />
      <Form noValidate onSubmit={(event) => void submit(event)}>
        <FieldBlock role="group" aria-labelledby={`${ids}-duration`}>
          <FieldLabel id={`${ids}-duration`}>{labels.duration}</FieldLabel>
          <Durations>
            {products.map((p) => (
              <button
                key={p.id}
                type="button"
                aria-pressed={p.id === product?.id}
                onClick={() => {
                  setProductId(p.id)
                  setSubmitError(null)
                }}
              >
                {formatMessage(labels.durationOption, {
                  seconds: p.durationSeconds,
                  payout: pct(p.payoutRate),
                })}
              </button>
            ))}
          </Durations>
        </FieldBlock>

        <NumberInput
          ref={amountRef}
          label={labels.amount}
          suffix={asset}
          value={amount}
          locale={locale}
          precision={AMOUNT_DECIMALS}
          min="0"
          hint={
            product
              ? formatMessage(labels.limits, {
                  min: num(product.minAmount, AMOUNT_DECIMALS),
                  max: num(product.maxAmount, AMOUNT_DECIMALS),
                  asset,
                })
              : undefined
          }
          error={amountMessage}
          onChange={({ value }) => {
            setAmount(value)
            setSubmitError(null)
          }}
        />

        <Summary>
          <FigureRow
            term={
              product?.feeType === 'percent'
                ? formatMessage(labels.feePercent, { rate: pct(product.fee) })
                : labels.fee
            }
            testId="fee"
          >
            {fee !== null
              ? `${money(fee)} ${asset}`
              : product?.feeType === 'fixed'
                ? `${money(product.fee)} ${asset}`
                : '–'}
          </FigureRow>
          <FigureRow term={labels.profitIfWin} testId="profit">
            {win ? (
              <Toned $tone="positive">
                +{money(win.profit)} {asset}
              </Toned>
            ) : (
              '–'
            )}
          </FigureRow>
          <FigureRow term={labels.payout} testId="payout">
            {win ? `${money(win.payout)} ${asset}` : '–'}
          </FigureRow>
          {loggedIn ? (
            <AvailableRow
              term={labels.available}
              value={available === null ? '–' : `${money(available)} ${asset}`}
              link={
                onTransfer
                  ? {
                      text: labels.transfer,
                      label: formatMessage(labels.transferLabel, { asset }),
                      onClick: () => onTransfer({ asset }),
                    }
                  : undefined
              }
            />
          ) : null}
        </Summary>

        <SubmitBlock
          loggedIn={loggedIn}
          tone={direction === 'up' ? 'positive' : 'negative'}
          submitLabel={direction === 'up' ? labels.up : labels.down}
          submittingLabel={labels.submitting}
          loginLabel={labels.login}
          error={submitError}
          busy={pending}
          onLogin={onLogin}
        />
      </Form>

      {loggedIn && shown.length > 0 ? (
        <Contracts aria-labelledby={`${ids}-contracts`}>
          <ContractsTitle id={`${ids}-contracts`}>{labels.contracts}</ContractsTitle>
          <ContractList>
            {shown.map((o) => (
              <Contract
                key={o.id}
                aria-label={formatMessage(labels.contractName, {
                  direction: directionName(o.direction),
                  amount: money(o.amount),
                  asset,
                })}
              >
                <span>
                  <Toned $tone={o.direction === 'up' ? 'positive' : 'negative'}>
                    {directionName(o.direction)}
                  </Toned>{' '}
                  {money(o.amount)} {asset} <Muted>· {o.durationSeconds} s</Muted>
                </span>
                <span>
                  {o.status === 'settled' && o.result ? (
                    <Badge size="sm" tone={RESULT_TONE[o.result]}>
                      {labels[o.result]}
                    </Badge>
                  ) : o.status === 'holding' ? (
                    <Countdown target={o.settleAt} now={now} aria-label={labels.timeLeft} />
                  ) : (
                    <Muted>
                      {o.status === 'pending' ? labels.statusPending : labels.statusSettling}
                    </Muted>
                  )}
                </span>
                <Muted>
                  {labels.buyPrice}{' '}
                  {o.buyPrice ? num(o.buyPrice, pricePrecision, pricePrecision) : '–'}
                  {o.settlementPrice
                    ? ` → ${num(o.settlementPrice, pricePrecision, pricePrecision)}`
                    : ''}
                </Muted>
                <span>
                  {o.status === 'settled' && o.profit !== null ? (
                    <Toned
                      $tone={
                        compare(o.profit, '0') > 0
                          ? 'positive'
                          : compare(o.profit, '0') < 0
                            ? 'negative'
                            : 'neutral'
                      }
                    >
                      {formatNumber(o.profit, {
                        locale,
                        decimals: AMOUNT_DECIMALS,
                        minDecimals: 2,
                        signed: true,
                      })}{' '}
                      {asset}
                    </Toned>
                  ) : null}
                </span>
              </Contract>
            ))}
          </ContractList>
        </Contracts>
      ) : null}
    </Root>
  )
}
SecondContractTicket.displayName = 'SecondContractTicket'
