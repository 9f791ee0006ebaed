import type { SecondDirection, SecondOrder, SecondProduct } from '@bourse/api-client'
import { formatMessage, mergeSecondOrder } from '@bourse/rules'
import { secondAmountError, secondFee, secondSettlement } from '@bourse/rules/contracts'
import { add, compare, isDecimal } from '@bourse/rules/decimal'
import {
  Empty,
  NumberInput,
  Skeleton,
  formatAmount,
  formatBalance,
  formatFee,
  formatNumber,
  formatPercent,
} from '@bourse/ui'
import { useId, useMemo, useRef, useState, type FormEvent } from 'react'
import { WidgetError } from '../shared/LiveStatus'
import { Toned } from '../shared/frame.styles'
import {
  AvailableRow,
  ChoiceButtons,
  FigureRow,
  refusalMessage,
  SideSwitch,
  SubmitBlock,
  useEntryFeedback,
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
import { Durations, Header, Title } from './SecondContractTicket.styles'
import { useWidgetLabels } from '../shared/widgetMessages'
import {
  defaultSecondContractTicketLabels,
  type SecondTicketErrorCode,
} from './SecondContractTicket.labels'
import { secondContractTicketLabelKeys } from './SecondContractTicket.messages'
import type { SecondContractTicketProps } from './SecondContractTicket.types'
import { AMOUNT_DECIMALS, SecondContracts } from './SecondContracts'

export {
  defaultSecondContractTicketLabels,
  type SecondContractTicketLabels,
  type SecondTicketErrorCode,
  type SecondTicketSubmit,
} from './SecondContractTicket.labels'
import { useClockNow } from '../serverClock/useServerNow'
export type { SecondContractTicketProps } from './SecondContractTicket.types'

const noOrders: readonly SecondOrder[] = []
/** The ticket lists at most this many contracts (the records table has the rest). */
const SHOWN_CONTRACTS = 5
const noDelays: readonly number[] = []

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
  openDelays = noDelays,
  defaultProductId,
  defaultDirection = 'up',
  locale = 'en',
  now: nowProp,
  labels: labelsProp,
  ...rest
}: SecondContractTicketProps) {
  const now = useClockNow(nowProp)
  const labels = useWidgetLabels(
    defaultSecondContractTicketLabels,
    secondContractTicketLabelKeys,
    labelsProp,
  )
  const [direction, setDirection] = useState<SecondDirection>(defaultDirection)
  const [productId, setProductId] = useState<string | undefined>(defaultProductId)
  const [openDelay, setOpenDelay] = useState(0)
  const [amount, setAmount] = useState('')
  const feedback = useEntryFeedback()
  const { attempted, setAttempted, pending, submitError, setSubmitError } = feedback
  const [placed, setPlaced] = useState<readonly SecondOrder[]>([])
  const amountRef = useRef<HTMLInputElement>(null)
  const ids = useId()

  const products = offer?.products ?? []
  const product: SecondProduct | undefined = products.find((p) => p.id === productId) ?? products[0]
  const asset = offer?.asset ?? 'USDT'
  const num = (value: string, decimals: number, minDecimals = 0) =>
    formatNumber(value, { locale, decimals, minDecimals })
  /** Amounts, fees and balances by the display rule (docs/adr/0029). */
  const money = (value: string) => formatAmount(value, { locale })
  const feeText = (value: string) => formatFee(value, { locale })
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
    await feedback.send(
      async () => {
        const order = await onSubmit({
          symbol,
          direction,
          productId: product.id,
          amount,
          ...(openDelay > 0 ? { openInSeconds: openDelay } : {}),
        })
        setPlaced((list) => mergeSecondOrder(list, order))
        setAmount('')
      },
      (error) => setSubmitError(refusalMessage(error, labels.submitFailed)),
    )
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
            <ChoiceButtons
              options={products.map((p) => p.id)}
              value={product?.id}
              text={(id) => {
                const p = products.find((candidate) => candidate.id === id)
                return p
                  ? formatMessage(labels.durationOption, {
                      seconds: p.durationSeconds,
                      payout: pct(p.payoutRate),
                    })
                  : ''
              }}
              onChange={({ value }) => {
                setProductId(value)
                setSubmitError(null)
              }}
            />
          </Durations>
        </FieldBlock>

        {openDelays.length > 1 ? (
          <FieldBlock role="group" aria-labelledby={`${ids}-open`}>
            <FieldLabel id={`${ids}-open`}>{labels.openTime}</FieldLabel>
            <Durations>
              <ChoiceButtons
                options={openDelays.map(String)}
                value={String(openDelay)}
                text={(value) =>
                  value === '0'
                    ? labels.openNow
                    : formatMessage(labels.openLater, { seconds: Number(value) })
                }
                onChange={({ value }) => {
                  setOpenDelay(Number(value))
                  setSubmitError(null)
                }}
              />
            </Durations>
          </FieldBlock>
        ) : null}

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
              ? `${feeText(fee)} ${asset}`
              : product?.feeType === 'fixed'
                ? `${feeText(product.fee)} ${asset}`
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
              value={available === null ? '–' : `${formatBalance(available, { locale })} ${asset}`}
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
        <SecondContracts
          orders={shown}
          titleId={`${ids}-contracts`}
          asset={asset}
          pricePrecision={pricePrecision}
          locale={locale}
          now={now}
          labels={labels}
        />
      ) : null}
    </Root>
  )
}
SecondContractTicket.displayName = 'SecondContractTicket'
