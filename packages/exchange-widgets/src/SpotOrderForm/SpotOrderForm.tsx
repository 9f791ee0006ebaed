import type { LabelsInput } from '../shared/labels'
import type { MarketInfo, OrderSide, SpotOrderType } from '@bourse/api-client'
import {
  formatMessage,
  amountPrecision,
  crossesBook,
  farFromMarket,
  feeEstimate,
  marketBuyReservePrice,
  maxQuantity,
  orderTotal,
  percentAmount,
  percentOfAvailable,
  percentQuantity,
  validateSpotOrder,
  type FarFromMarket,
  type SpotOrderErrorCode,
  type SpotOrderField,
} from '@bourse/rules'
import { div, isDecimal, isZero, roundToStep } from '@bourse/rules/decimal'
import { Alert, ConfirmModal, NumberInput, Slider, Tabs, formatNumber } from '@bourse/ui'
import { useId, useRef, useState, type FormEvent, type HTMLAttributes } from 'react'
import type { WidgetStatus } from '../types'
import {
  AvailableRow,
  FigureRow,
  MarketPriceField,
  SideSwitch,
  SubmitBlock,
  useEntryLabels,
  usePriceFill,
} from '../shared/OrderEntry'
import {
  EntryForm as Form,
  EntryRoot as Root,
  Row,
  Summary,
  Term,
  Toggle,
} from '../shared/orderEntry.styles'
import { ErrorText } from './SpotOrderForm.styles'
import { spotOrderFormLabelKeys } from './SpotOrderForm.messages'
import { useMessageLabels } from '../shared/widgetMessages'

export type SpotOrderFormLabels = {
  /** Accessible name of the form. @default 'Spot order' */
  title: string
  /** @default 'Order side' */
  side: string
  /** @default 'Buy' */
  buy: string
  /** @default 'Sell' */
  sell: string
  /** @default 'Order type' */
  type: string
  /** @default 'Limit' */
  limit: string
  /** @default 'Market' */
  market: string
  /** @default 'Price' */
  price: string
  /** Shown instead of a price field for a market order. @default 'Market price' */
  marketPrice: string
  /** @default 'Quantity' */
  quantity: string
  /** @default 'Total' */
  total: string
  /** Name of the quantity/total switch of a market buy. @default 'Buy by' */
  buyBy: string
  /** @default 'Share of available balance' */
  percent: string
  /** The 100 % mark. @default 'MAX' */
  max: string
  /** `{quantity}` and `{asset}`. @default 'Max buy' */
  maxBuy: string
  /** @default 'Max sell' */
  maxSell: string
  /** Quantity a market buy by total should get. @default 'Est. quantity' */
  estimatedQuantity: string
  /** Prefix of an estimate. @default '≈' */
  approx: string
  /** Fee line of an order that rests in the book. @default 'Est. fee (maker)' */
  feeMaker: string
  /** Fee line of an order that takes liquidity. @default 'Est. fee (taker)' */
  feeTaker: string
  /** @default 'Available' */
  available: string
  /** @default 'Deposit' */
  deposit: string
  /** `{asset}` is filled in. @default 'Deposit {asset}' */
  depositAsset: string
  /** `{base}` is filled in. @default 'Buy {base}' */
  submitBuy: string
  /** @default 'Sell {base}' */
  submitSell: string
  /** @default 'Log in to trade' */
  loginToTrade: string
  /** @default 'Placing order' */
  submitting: string
  /** @default 'Order placed.' */
  placed: string
  /** When a rejection carries no message. @default 'The order could not be placed.' */
  submitFailed: string
  /** @default 'Price far from the market' */
  confirmTitle: string
  /** `{percent}` and `{lastPrice}`. @default 'Your price is {percent}% above the last price ({lastPrice}). Place the order anyway?' */
  confirmAbove: string
  /** @default 'Your price is {percent}% below the last price ({lastPrice}). Place the order anyway?' */
  confirmBelow: string
  /** @default 'Place order' */
  confirm: string
  /** @default 'Cancel' */
  cancel: string
  /** @default 'Close' */
  close: string
  /** @default 'Loading order form' */
  loading: string
  /**
   * Validation messages; `{tick}`, `{lot}`, `{min}`, `{base}`, `{quote}`, `{asset}` are filled in.
   * `marketNotOpen` and `marketMaintenance` are the disabled form's reason.
   */
  errors: Record<SpotOrderErrorCode, string>
}

export const defaultSpotOrderFormLabels: SpotOrderFormLabels = {
  title: 'Spot order',
  side: 'Order side',
  buy: 'Buy',
  sell: 'Sell',
  type: 'Order type',
  limit: 'Limit',
  market: 'Market',
  price: 'Price',
  marketPrice: 'Market price',
  quantity: 'Quantity',
  total: 'Total',
  buyBy: 'Buy by',
  percent: 'Share of available balance',
  max: 'MAX',
  maxBuy: 'Max buy',
  maxSell: 'Max sell',
  estimatedQuantity: 'Est. quantity',
  approx: '≈',
  feeMaker: 'Est. fee (maker)',
  feeTaker: 'Est. fee (taker)',
  available: 'Available',
  deposit: 'Deposit',
  depositAsset: 'Deposit {asset}',
  submitBuy: 'Buy {base}',
  submitSell: 'Sell {base}',
  loginToTrade: 'Log in to trade',
  submitting: 'Placing order',
  placed: 'Order placed.',
  submitFailed: 'The order could not be placed.',
  confirmTitle: 'Price far from the market',
  confirmAbove:
    'Your price is {percent}% above the last price ({lastPrice}). Place the order anyway?',
  confirmBelow:
    'Your price is {percent}% below the last price ({lastPrice}). Place the order anyway?',
  confirm: 'Place order',
  cancel: 'Cancel',
  close: 'Close',
  loading: 'Loading order form',
  errors: {
    marketNotOpen: 'This market is not open for trading yet.',
    marketMaintenance: 'This market is under maintenance.',
    priceRequired: 'Enter a price.',
    priceNotPositive: 'Price must be greater than 0.',
    priceOffTick: 'Price must be a multiple of {tick}.',
    quantityRequired: 'Enter a quantity.',
    quantityNotPositive: 'Quantity must be greater than 0.',
    quantityOffLot: 'Quantity must be a multiple of {lot}.',
    quantityBelowMin: 'The minimum quantity is {min} {base}.',
    amountRequired: 'Enter a total.',
    amountZero: 'The total must not be 0.',
    totalBelowMinNotional: 'The minimum order total is {min} {quote}.',
    insufficientBalance: 'Insufficient {asset} balance.',
  },
}

/** Labels as the site passes them: any subset, error messages included. */
export type SpotOrderFormLabelsInput = LabelsInput<SpotOrderFormLabels>

/** What the form sends: a limit order has a price; a market buy has a quantity or a quote amount. */
export type SpotOrderSubmit = {
  side: OrderSide
  type: SpotOrderType
  price?: string
  quantity?: string
  quoteAmount?: string
}

export type SpotOrderFormProps = Omit<HTMLAttributes<HTMLElement>, 'onSubmit' | 'children'> & {
  /** The market: tick and lot sizes, minimums, precisions, open state. */
  market: MarketInfo
  /**
   * Last traded price: prefills the price once, estimates market orders and the far-from-market
   * check.
   * @default null
   */
  lastPrice?: string | null
  /**
   * Best bid, to tell whether a limit sell takes liquidity (taker fee).
   * @default null
   */
  bestBid?: string | null
  /**
   * Best ask, to tell whether a limit buy takes liquidity (taker fee).
   * @default null
   */
  bestAsk?: string | null
  /** Available balances of the market's base and quote; null for a visitor or while loading. */
  balances: { base: string; quote: string } | null
  /**
   * The caller's maker and taker rates (fractions such as `0.001`); no fee line without them.
   * @default null
   */
  feeRate?: { makerRate: string; takerRate: string } | null
  /** Signed in: a visitor sees "Log in to trade" instead of the submit button. */
  loggedIn: boolean
  /**
   * A price picked elsewhere (an order-book row). A new `seq` applies it again, even the same
   * price; it switches the form to a limit order.
   * @default null
   */
  pickedPrice?: { price: string; seq: number } | null
  /**
   * `loading` shows placeholders and disables the form.
   * @default 'ready'
   */
  status?: WidgetStatus
  /**
   * An order is on its way (the form also tracks its own `onSubmit` promise).
   * @default false
   */
  submitting?: boolean
  /**
   * Texts, English by default.
   * @default defaultSpotOrderFormLabels
   */
  labels?: SpotOrderFormLabelsInput
  /**
   * BCP-47 locale for numbers.
   * @default 'en'
   */
  locale?: string
  /**
   * Side selected first.
   * @default 'buy'
   */
  defaultSide?: OrderSide
  /**
   * Type selected first.
   * @default 'limit'
   */
  defaultType?: SpotOrderType
  /**
   * Sends the order. Resolve when it is placed (the form clears the quantity and keeps the
   * price); reject with an `Error` whose message the form shows (the input is kept).
   */
  onSubmit: (order: SpotOrderSubmit) => Promise<unknown>
  /**
   * A visitor asked to log in.
   * @default undefined
   */
  onLogin?: () => void
  /**
   * The user asked to deposit `asset`.
   * @default undefined
   */
  onDepositRequest?: (details: { asset: string }) => void
}

type AmountMode = 'quantity' | 'total'
type Touched = Partial<Record<SpotOrderField, boolean>>

/**
 * The spot order form: Buy/Sell, Limit/Market, price, quantity (or, for a market buy, the total
 * to spend), a share-of-balance slider whose MAX never exceeds what the balance pays for after
 * lot rounding, total, estimated fee, available balance, inline validation after a field is
 * touched or on submit, a confirmation when a limit price is far from the market, and the
 * server's answer.
 */
export function SpotOrderForm({
  market,
  lastPrice = null,
  bestBid = null,
  bestAsk = null,
  balances,
  feeRate = null,
  loggedIn,
  pickedPrice = null,
  status = 'ready',
  submitting = false,
  labels: labelsProp,
  locale = 'en',
  defaultSide = 'buy',
  defaultType = 'limit',
  onSubmit,
  onLogin,
  onDepositRequest,
  ...rest
}: SpotOrderFormProps) {
  const labelsInput = useMessageLabels(
    defaultSpotOrderFormLabels,
    spotOrderFormLabelKeys,
    labelsProp,
  )
  const labels = useEntryLabels(defaultSpotOrderFormLabels, labelsInput)
  const ids = useId()
  const [side, setSide] = useState<OrderSide>(defaultSide)
  const [type, setType] = useState<SpotOrderType>(defaultType)
  const [price, setPrice] = useState('')
  const [quantity, setQuantity] = useState('')
  const [quoteAmount, setQuoteAmount] = useState('')
  const [amountMode, setAmountMode] = useState<AmountMode>('quantity')
  const [sliderPercent, setSliderPercent] = useState<number | null>(null)
  const [touched, setTouched] = useState<Touched>({})
  const [attempted, setAttempted] = useState(false)
  const [confirm, setConfirm] = useState<FarFromMarket | null>(null)
  const [pending, setPending] = useState(false)
  const [submitError, setSubmitError] = useState<string | null>(null)
  const [placed, setPlaced] = useState(false)
  const priceRef = useRef<HTMLInputElement>(null)
  const quantityRef = useRef<HTMLInputElement>(null)
  const amountRef = useRef<HTMLInputElement>(null)

  usePriceFill({
    lastPrice,
    tickSize: market.tickSize,
    picked: pickedPrice,
    setPrice,
    onPick: () => {
      setType('limit')
      setSliderPercent(null)
      setPlaced(false)
    },
  })

  const byTotal = type === 'market' && side === 'buy' && amountMode === 'total'
  const spendAsset = side === 'buy' ? market.quote : market.base
  const available = balances ? (side === 'buy' ? balances.quote : balances.base) : null
  const reservePrice =
    type === 'limit' ? price : (marketBuyReservePrice(lastPrice, market.tickSize) ?? '')
  const estimatePrice = type === 'limit' ? price : (lastPrice ?? '')
  const closed = market.isOpen !== 0
  const busy = pending || submitting
  const loading = status === 'loading'
  const disabled = closed || loading

  const validation = validateSpotOrder({
    market,
    side,
    type,
    price,
    quantity: byTotal ? undefined : quantity,
    quoteAmount: byTotal ? quoteAmount : undefined,
    lastPrice,
    available,
  })
  const issues = validation.ok ? [] : validation.errors
  const messageValues = {
    tick: market.tickSize,
    lot: market.lotSize,
    base: market.base,
    quote: market.quote,
    asset: spendAsset,
  }
  const errorFor = (field: SpotOrderField): string | undefined => {
    const issue = issues.find((i) => i.field === field)
    if (!issue || !(attempted || touched[field])) return undefined
    const min = issue.code === 'quantityBelowMin' ? market.minQuantity : market.minNotional
    return formatMessage(labels.errors[issue.code], { ...messageValues, min })
  }
  const marketIssue = issues.find((i) => i.field === 'market')

  // Quantity a market buy by total should get, and the quote a market sell should bring.
  const estimatedQuantity =
    byTotal && isDecimal(quoteAmount) && lastPrice && isDecimal(lastPrice) && !isZero(lastPrice)
      ? roundToStep(div(quoteAmount, lastPrice), market.lotSize, 'floor')
      : null
  const total = byTotal
    ? isDecimal(quoteAmount)
      ? quoteAmount
      : null
    : orderTotal(estimatePrice, quantity)
  const taker = type === 'market' || crossesBook({ side, price, bestBid, bestAsk, lastPrice })
  const rate = feeRate ? (taker ? feeRate.takerRate : feeRate.makerRate) : null
  const fee =
    rate === null
      ? null
      : feeEstimate({
          side,
          quantity: byTotal ? (estimatedQuantity ?? '') : quantity,
          price: estimatePrice,
          rate,
        })
  const feeAsset = side === 'buy' ? market.base : market.quote
  const max =
    available === null || byTotal
      ? null
      : maxQuantity({ side, price: reservePrice, available, market })

  const sliderValue =
    sliderPercent ??
    (available === null
      ? 0
      : byTotal
        ? // a total spends itself, like a sell spends its quantity
          percentOfAvailable({ side: 'sell', price: '', quantity: quoteAmount, available })
        : percentOfAvailable({ side, price: reservePrice, quantity, available }))

  const num = (value: string, decimals: number, minDecimals = 0) =>
    formatNumber(value, { locale, decimals, minDecimals })
  const qty = (value: string) => num(value, market.quantityPrecision, market.quantityPrecision)
  const quoteNum = (value: string) => num(value, amountPrecision(market), market.pricePrecision)

  const resetFeedback = () => {
    setSubmitError(null)
    setPlaced(false)
  }
  const touch = (field: SpotOrderField) => setTouched((t) => ({ ...t, [field]: true }))

  const onPercent = ({ value }: { value: number }) => {
    resetFeedback()
    setSliderPercent(value)
    if (available === null) return
    if (byTotal) {
      setQuoteAmount(percentAmount({ available, percent: value, market }))
      touch('quoteAmount')
    } else {
      setQuantity(percentQuantity({ side, price: reservePrice, available, market, percent: value }))
      touch('quantity')
    }
  }

  const send = async () => {
    setConfirm(null)
    setPending(true)
    setSubmitError(null)
    setPlaced(false)
    const order: SpotOrderSubmit = { side, type }
    if (type === 'limit') order.price = price
    if (byTotal) order.quoteAmount = quoteAmount
    else order.quantity = quantity
    try {
      await onSubmit(order)
      setPlaced(true)
      setQuantity('')
      setQuoteAmount('')
      setSliderPercent(null)
      setTouched({})
      setAttempted(false)
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : labels.submitFailed
      setSubmitError(message)
    } finally {
      setPending(false)
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (busy || disabled) return
    setAttempted(true)
    if (!validation.ok) {
      const first = validation.errors.find((e) => e.field !== 'market')?.field
      const target =
        first === 'price' ? priceRef : first === 'quoteAmount' ? amountRef : quantityRef
      target.current?.focus()
      return
    }
    const far = type === 'limit' ? farFromMarket({ side, price, lastPrice }) : null
    if (far) setConfirm(far)
    else void send()
  }

  const priceError = errorFor('price')
  const quantityError = errorFor('quantity')
  const amountError = errorFor('quoteAmount')
  const totalError = errorFor('total')
  const totalErrorId = `${ids}-total-error`

  return (
    <Root aria-label={labels.title} aria-busy={loading || undefined} {...rest}>
      <SideSwitch
        label={labels.side}
        sides={[
          { value: 'buy', label: labels.buy },
          { value: 'sell', label: labels.sell },
        ]}
        value={side}
        onChange={({ value }) => {
          setSide(value)
          setSliderPercent(null)
          resetFeedback()
        }}
      />
      <Tabs
        label={labels.type}
        size="sm"
        items={[
          { value: 'limit', label: labels.limit },
          { value: 'market', label: labels.market },
        ]}
        value={type}
        onChange={({ value }) => {
          setType(value as SpotOrderType)
          setSliderPercent(null)
          resetFeedback()
        }}
      />
      {marketIssue ? <Alert tone="warning">{labels.errors[marketIssue.code]}</Alert> : null}
      <Form noValidate onSubmit={submit}>
        {type === 'limit' ? (
          <NumberInput
            ref={priceRef}
            label={labels.price}
            suffix={market.quote}
            value={price}
            locale={locale}
            precision={market.pricePrecision}
            step={market.tickSize}
            min="0"
            disabled={disabled}
            error={priceError}
            onChange={({ value }) => {
              setPrice(value)
              setSliderPercent(null)
              resetFeedback()
            }}
            onBlur={() => touch('price')}
          />
        ) : (
          <MarketPriceField label={labels.price} text={labels.marketPrice} />
        )}

        {type === 'market' && side === 'buy' ? (
          <Row>
            <Term id={`${ids}-buy-by`}>{labels.buyBy}</Term>
            <Toggle role="group" aria-labelledby={`${ids}-buy-by`}>
              {(['quantity', 'total'] as const).map((mode) => (
                <button
                  key={mode}
                  type="button"
                  aria-pressed={amountMode === mode}
                  disabled={disabled}
                  onClick={() => {
                    setAmountMode(mode)
                    setSliderPercent(null)
                    resetFeedback()
                  }}
                >
                  {mode === 'quantity' ? labels.quantity : labels.total}
                </button>
              ))}
            </Toggle>
          </Row>
        ) : null}

        {byTotal ? (
          <NumberInput
            ref={amountRef}
            label={labels.total}
            suffix={market.quote}
            value={quoteAmount}
            locale={locale}
            precision={amountPrecision(market)}
            min="0"
            disabled={disabled}
            error={amountError}
            onChange={({ value }) => {
              setQuoteAmount(value)
              setSliderPercent(null)
              resetFeedback()
            }}
            onBlur={() => touch('quoteAmount')}
          />
        ) : (
          <NumberInput
            ref={quantityRef}
            label={labels.quantity}
            suffix={market.base}
            value={quantity}
            locale={locale}
            precision={market.quantityPrecision}
            step={market.lotSize}
            min="0"
            disabled={disabled}
            error={quantityError}
            onChange={({ value }) => {
              setQuantity(value)
              setSliderPercent(null)
              resetFeedback()
            }}
            onBlur={() => touch('quantity')}
            // The order-total problem is fixed through the quantity, so the field names it too.
            {...(totalError ? { 'aria-describedby': totalErrorId } : {})}
          />
        )}

        <Slider
          label={labels.percent}
          hideLabel
          value={sliderValue}
          tone={side === 'buy' ? 'positive' : 'negative'}
          markText={(v) => (v === 100 ? labels.max : `${v}%`)}
          disabled={disabled || available === null}
          onChange={onPercent}
        />

        <Summary>
          <AvailableRow
            term={labels.available}
            loading={loading}
            value={
              available === null
                ? '–'
                : `${num(available, 8, side === 'buy' ? market.pricePrecision : 0)} ${spendAsset}`
            }
            link={
              loggedIn && onDepositRequest
                ? {
                    text: labels.deposit,
                    label: formatMessage(labels.depositAsset, { asset: spendAsset }),
                    onClick: () => onDepositRequest({ asset: spendAsset }),
                  }
                : undefined
            }
          />
          {max !== null ? (
            <FigureRow term={side === 'buy' ? labels.maxBuy : labels.maxSell} testId="max">
              {qty(max)} {market.base}
            </FigureRow>
          ) : null}
          {byTotal ? (
            <FigureRow term={labels.estimatedQuantity} testId="estimated-quantity">
              {estimatedQuantity === null
                ? '–'
                : `${labels.approx} ${qty(estimatedQuantity)} ${market.base}`}
            </FigureRow>
          ) : (
            <FigureRow term={labels.total} testId="total">
              {total === null
                ? '–'
                : `${type === 'market' ? `${labels.approx} ` : ''}${quoteNum(total)} ${market.quote}`}
            </FigureRow>
          )}
          {totalError ? (
            <ErrorText id={totalErrorId} role="alert">
              {totalError}
            </ErrorText>
          ) : null}
          {rate !== null ? (
            <FigureRow term={taker ? labels.feeTaker : labels.feeMaker} testId="fee">
              {fee === null ? '–' : `${num(fee, 8)} ${feeAsset}`}
            </FigureRow>
          ) : null}
        </Summary>

        <SubmitBlock
          loggedIn={loggedIn}
          tone={side === 'buy' ? 'positive' : 'negative'}
          submitLabel={formatMessage(side === 'buy' ? labels.submitBuy : labels.submitSell, {
            base: market.base,
          })}
          submittingLabel={labels.submitting}
          loginLabel={labels.loginToTrade}
          error={submitError}
          done={placed ? labels.placed : null}
          disabled={disabled}
          loginDisabled={loading}
          busy={busy}
          onLogin={onLogin}
        />
      </Form>

      <ConfirmModal
        open={confirm !== null}
        title={labels.confirmTitle}
        confirmLabel={labels.confirm}
        cancelLabel={labels.cancel}
        closeLabel={labels.close}
        onCancel={() => setConfirm(null)}
        onConfirm={() => void send()}
      >
        {confirm
          ? formatMessage(
              confirm.direction === 'above' ? labels.confirmAbove : labels.confirmBelow,
              {
                percent: num(confirm.percent, 2),
                lastPrice: num(lastPrice ?? '', market.pricePrecision, market.pricePrecision),
              },
            )
          : null}
      </ConfirmModal>
    </Root>
  )
}

SpotOrderForm.displayName = 'SpotOrderForm'
