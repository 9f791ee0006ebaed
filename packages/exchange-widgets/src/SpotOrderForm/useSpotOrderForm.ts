import type { OrderSide, SpotOrderType } from '@bourse/api-client'
import {
  formatMessage,
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
  type SpotOrderField,
} from '@bourse/rules'
import { div, isDecimal, isZero, roundToStep } from '@bourse/rules/decimal'
import {
  formatBalance,
  formatNumber,
  formatPrice,
  formatTotal,
  NO_VALUE,
  nonNegative,
} from '@bourse/ui'
import { useId, useRef, useState, type FormEvent } from 'react'
import { refusalMessage, useEntryFeedback, usePriceFill } from '../shared/OrderEntry'
import { useWidgetLabels } from '../shared/widgetMessages'
import type { SpotBuyBy, SpotOrderFormProps, SpotOrderSubmit } from './SpotOrderForm.types'
import { defaultSpotOrderFormLabels } from './SpotOrderForm.labels'
import { spotOrderFormLabelKeys } from './SpotOrderForm.messages'

/** The props the form's state reads: all but the sign-in state and the view's own callbacks. */
export type SpotOrderFormInput = Omit<
  SpotOrderFormProps,
  'loggedIn' | 'onLogin' | 'onDepositRequest'
>

/**
 * The spot order form's state: the fields, what the rules say of them (validation, total, fee,
 * max, slider), the feedback and the submission with its far-from-market confirmation. Applies
 * the props' defaults; the HTML attributes it does not read come back as `attributes`.
 */
export function useSpotOrderForm({
  market,
  lastPrice = null,
  bestBid = null,
  bestAsk = null,
  balances,
  feeRate = null,
  pickedPrice = null,
  status = 'ready',
  submitting = false,
  labels: labelsProp,
  locale = 'en',
  defaultSide = 'buy',
  defaultType = 'limit',
  defaultBuyBy = 'quantity',
  onSubmit,
  ...attributes
}: SpotOrderFormInput) {
  const labels = useWidgetLabels(defaultSpotOrderFormLabels, spotOrderFormLabelKeys, labelsProp)
  const ids = useId()
  const [side, setSide] = useState<OrderSide>(defaultSide)
  const [type, setType] = useState<SpotOrderType>(defaultType)
  const [price, setPrice] = useState('')
  const [quantity, setQuantity] = useState('')
  const [quoteAmount, setQuoteAmount] = useState('')
  const [amountMode, setAmountMode] = useState<SpotBuyBy>(defaultBuyBy)
  const [sliderPercent, setSliderPercent] = useState<number | null>(null)
  const [confirm, setConfirm] = useState<FarFromMarket | null>(null)
  const feedback = useEntryFeedback<SpotOrderField>()
  const { setAttempted, pending, setPlaced, shows, touch, resetFeedback } = feedback
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
    if (!issue || !shows(field)) return undefined
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
  /** What the user has: a balance, cut to four decimals, never rounded up (docs/adr/0029). */
  const balance = (value: string) => formatBalance(value, { locale })
  /** The last price in the confirmation, on the market's tick. */
  const priceText = (value: string) => formatPrice(value, { locale, tickSize: market.tickSize })
  const places = market.quantityPrecision
  /** A quantity in the market's lot precision; `–` for a negative one being typed. */
  const qty = (value: string) =>
    nonNegative(value) === null
      ? NO_VALUE
      : formatNumber(value, { locale, decimals: places, minDecimals: places })
  /** The total in the quote asset: an amount by the display rule, `–` while the input is not valid. */
  const quoteNum = (value: string) => formatTotal(value, { locale })
  /** The fee: "< 0.0001" when tiny, `–` while the input is not valid (docs/adr/0029). */
  const feeText = (value: string) => formatTotal(value, { locale, fee: true })

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
    const order: SpotOrderSubmit = { side, type }
    if (type === 'limit') order.price = price
    if (byTotal) order.quoteAmount = quoteAmount
    else order.quantity = quantity
    await feedback.send(
      async () => {
        await onSubmit(order)
        setQuantity('')
        setQuoteAmount('')
        setSliderPercent(null)
      },
      (error) => feedback.setSubmitError(refusalMessage(error, labels.submitFailed)),
    )
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

  return {
    attributes,
    market,
    lastPrice,
    locale,
    labels,
    ids,
    side,
    setSide,
    type,
    setType,
    price,
    setPrice,
    quantity,
    setQuantity,
    quoteAmount,
    setQuoteAmount,
    amountMode,
    setAmountMode,
    setSliderPercent,
    confirm,
    setConfirm,
    submitError: feedback.submitError,
    placed: feedback.placed,
    priceRef,
    quantityRef,
    amountRef,
    byTotal,
    spendAsset,
    available,
    busy,
    loading,
    disabled,
    marketIssue,
    estimatedQuantity: nonNegative(estimatedQuantity),
    total: nonNegative(total),
    taker,
    rate,
    fee: nonNegative(fee),
    feeAsset,
    max,
    sliderValue,
    num,
    balance,
    priceText,
    feeText,
    qty,
    quoteNum,
    resetFeedback,
    touch,
    onPercent,
    send,
    submit,
    priceError,
    quantityError,
    amountError,
    totalError,
    totalErrorId,
  }
}
