import type { LabelsInput } from '../shared/labels'
import type { FuturesMarket, SpotOrderType } from '@bourse/api-client'
import {
  checkFuturesOrder,
  defaultLeverage,
  futuresOrderRequest,
  type FuturesOrderErrorCode,
  type FuturesOrderField,
  type FuturesOrderInput,
  type FuturesOrderSubmit,
  formatMessage,
} from '@bourse/rules'
import type { PositionSide, TpSlWarning, TriggerReference } from '@bourse/rules/contracts'
import { decimalsOf } from '@bourse/rules/decimal'
import { NumberInput, Tabs, formatNumber } from '@bourse/ui'
import { useId, useRef, useState, type FormEvent, type HTMLAttributes, type ReactNode } from 'react'
import { submitFieldErrors } from '../shared/submitError/submitError'
import type { WidgetStatus } from '../types'
import {
  AvailableRow,
  defaultTpSlMessages,
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
  FieldBlock,
  FieldLabel,
  Summary,
  Term,
  Warning,
} from '../shared/orderEntry.styles'
import { Segmented, TpSlFields, TpSlHead } from './FuturesOrderForm.styles'
import { futuresOrderFormLabelKeys } from './FuturesOrderForm.messages'
import { useMessageLabels } from '../shared/widgetMessages'

export type FuturesOrderFormLabels = {
  /** Accessible name of the form. @default 'Futures order' */
  title: string
  /** @default 'Position side' */
  side: string
  /** @default 'Long' */
  long: string
  /** @default 'Short' */
  short: string
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
  /** @default 'Lots' */
  lots: string
  /** Under the lots; `{multiplier}`, `{base}`, `{min}`, `{max}`. @default '1 lot = {multiplier} {base} · {min}–{max} lots' */
  lotsHint: string
  /** @default 'Leverage' */
  leverage: string
  /** One leverage option; `{leverage}`. @default '{leverage}x' */
  leverageOption: string
  /** Heading of the optional TP/SL fields. @default 'TP/SL' */
  tpsl: string
  /** @default 'Take profit' */
  takeProfit: string
  /** @default 'Stop loss' */
  stopLoss: string
  /** Name of the Last/Mark switch. @default 'Trigger price' */
  triggerReference: string
  /** @default 'Last' */
  referenceLast: string
  /** @default 'Mark' */
  referenceMark: string
  /** Under the TP/SL fields; `{reference}` and `{price}`. @default '{reference} price now: {price}' */
  referenceNow: string
  /** @default 'Notional' */
  notional: string
  /** @default 'Margin' */
  margin: string
  /** @default 'Open fee' */
  openFee: string
  /** @default 'Total cost' */
  totalCost: string
  /** @default 'Est. liquidation price' */
  liquidationPrice: string
  /** The liquidation price of a position that cannot be liquidated. @default 'None' */
  noLiquidation: string
  /** @default 'Available' */
  available: string
  /** @default 'Transfer' */
  transfer: string
  /** Accessible name of the transfer link. @default 'Transfer USDT to the contract account' */
  transferLong: string
  /** @default 'Open long' */
  submitLong: string
  /** @default 'Open short' */
  submitShort: string
  /** @default 'Log in to trade' */
  loginToTrade: string
  /** @default 'Placing order' */
  submitting: string
  /** @default 'Order placed.' */
  placed: string
  /** When a rejection carries no message. @default 'The order could not be placed.' */
  submitFailed: string
  /**
   * Messages by code; `{min}`, `{max}`, `{tick}` are filled in. The `tpsl.*` and
   * `futures.*` codes are the contract's, so the site can pass its `errors.<code>` texts.
   */
  errors: Record<FuturesOrderErrorCode | TpSlWarning, string>
}

export const defaultFuturesOrderFormLabels: FuturesOrderFormLabels = {
  title: 'Futures order',
  side: 'Position side',
  long: 'Long',
  short: 'Short',
  type: 'Order type',
  limit: 'Limit',
  market: 'Market',
  price: 'Price',
  marketPrice: 'Market price',
  lots: 'Lots',
  lotsHint: '1 lot = {multiplier} {base} · {min}–{max} lots',
  leverage: 'Leverage',
  leverageOption: '{leverage}x',
  tpsl: 'TP/SL',
  takeProfit: 'Take profit',
  stopLoss: 'Stop loss',
  triggerReference: 'Trigger price',
  referenceLast: 'Last',
  referenceMark: 'Mark',
  referenceNow: '{reference} price now: {price}',
  notional: 'Notional',
  margin: 'Margin',
  openFee: 'Open fee',
  totalCost: 'Total cost',
  liquidationPrice: 'Est. liquidation price',
  noLiquidation: 'None',
  available: 'Available',
  transfer: 'Transfer',
  transferLong: 'Transfer USDT to the contract account',
  submitLong: 'Open long',
  submitShort: 'Open short',
  loginToTrade: 'Log in to trade',
  submitting: 'Placing order',
  placed: 'Order placed.',
  submitFailed: 'The order could not be placed.',
  errors: {
    'order.price.invalid': 'The price is not valid for this market.',
    'futures.price.tick': 'Price must be a multiple of {tick}.',
    'futures.limit.price.side':
      'A long limit price must not exceed the market price; a short limit price must not be below it.',
    'futures.lots.invalid': 'Enter a whole number of lots within the allowed range.',
    'balance.insufficient': 'Insufficient balance.',
    ...defaultTpSlMessages,
  },
}

/** Labels as the site passes them: any subset, messages included. */
export type FuturesOrderFormLabelsInput = LabelsInput<FuturesOrderFormLabels>

export type FuturesOrderFormProps = Omit<HTMLAttributes<HTMLElement>, 'onSubmit' | 'children'> & {
  /** The contract: multiplier, tick, lots range, leverage options, fee and maintenance rates. */
  market: FuturesMarket
  /**
   * Decimals of prices shown.
   * @default the tick size's decimals
   */
  pricePrecision?: number
  /**
   * Last traded (index) price: prefills the price once, prices a market order, and is the
   * reference of the limit-price side rule and of TP/SL on `last`.
   * @default null
   */
  lastPrice?: string | null
  /**
   * Mark price, the reference of TP/SL on `mark`.
   * @default null
   */
  markPrice?: string | null
  /** The contract account's available USDT; null for a visitor or while loading. */
  available: string | null
  /** Signed in: a visitor sees "Log in to trade" instead of the submit button. */
  loggedIn: boolean
  /**
   * A price handed over from an order-book click. A new `seq` applies it again, even the same
   * price; it switches the form to a limit order.
   * @default null
   */
  priceFromBook?: { price: string; seq: number } | null
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
   * @default defaultFuturesOrderFormLabels
   */
  labels?: FuturesOrderFormLabelsInput
  /**
   * BCP-47 locale for numbers.
   * @default 'en'
   */
  locale?: string
  /**
   * Side selected first.
   * @default 'long'
   */
  defaultSide?: PositionSide
  /**
   * Type selected first.
   * @default 'limit'
   */
  defaultType?: SpotOrderType
  /**
   * Sends the order. Resolve when it is placed (the form clears lots and TP/SL, keeps the
   * price); reject with an `Error` whose message shows above the button, or a `SubmitError`
   * whose `fields` show under their fields. The input is kept.
   */
  onSubmit: (request: FuturesOrderSubmit) => Promise<unknown>
  /**
   * A visitor asked to log in.
   * @default undefined
   */
  onLogin?: () => void
  /**
   * The user asked to move USDT into the contract account (the page opens its transfer dialog).
   * Without it there is no Transfer link.
   * @default undefined
   */
  onTransfer?: () => void
}

type Touched = Partial<Record<FuturesOrderField, boolean>>

const USDT_SHOWN = 8
/** The fields a server error can be shown on. */
const SHOWN_FIELDS: readonly string[] = ['price', 'lots', 'leverage', 'takeProfit', 'stopLoss']

/**
 * The perpetual futures order form: Long/Short, Limit/Market, price, whole lots, leverage, an
 * optional take-profit and stop-loss judged on the last or the mark price, and what opening costs
 * (notional, margin, open fee, total, estimated liquidation price) against the contract account's
 * available USDT. Every check is the shared contract rules' (`validateTpSl`, `limitPriceError`,
 * `estimateOpen`), so the form refuses exactly what the server refuses.
 */
export function FuturesOrderForm({
  market,
  pricePrecision,
  lastPrice = null,
  markPrice = null,
  available,
  loggedIn,
  priceFromBook = null,
  status = 'ready',
  submitting = false,
  labels: labelsProp,
  locale = 'en',
  defaultSide = 'long',
  defaultType = 'limit',
  onSubmit,
  onLogin,
  onTransfer,
  ...rest
}: FuturesOrderFormProps) {
  const labelsInput = useMessageLabels(
    defaultFuturesOrderFormLabels,
    futuresOrderFormLabelKeys,
    labelsProp,
  )
  const labels = useEntryLabels(defaultFuturesOrderFormLabels, labelsInput)
  const ids = useId()
  const [side, setSide] = useState<PositionSide>(defaultSide)
  const [type, setType] = useState<SpotOrderType>(defaultType)
  const [price, setPrice] = useState('')
  const [lots, setLots] = useState('')
  const [leverage, setLeverage] = useState(() => defaultLeverage(market))
  const [takeProfit, setTakeProfit] = useState('')
  const [stopLoss, setStopLoss] = useState('')
  const [reference, setReference] = useState<TriggerReference>('last')
  const [touched, setTouched] = useState<Touched>({})
  const [attempted, setAttempted] = useState(false)
  const [pending, setPending] = useState(false)
  const [submitError, setSubmitError] = useState<string | null>(null)
  const [serverFields, setServerFields] = useState<Readonly<Record<string, string>>>({})
  const [placed, setPlaced] = useState(false)
  const refs = {
    price: useRef<HTMLInputElement>(null),
    lots: useRef<HTMLInputElement>(null),
    takeProfit: useRef<HTMLInputElement>(null),
    stopLoss: useRef<HTMLInputElement>(null),
  }

  usePriceFill({
    lastPrice,
    tickSize: market.tickSize,
    picked: priceFromBook,
    setPrice,
    onPick: () => {
      setType('limit')
      setPlaced(false)
      setServerFields(({ price: _dropped, ...others }) => others)
    },
  })

  const input: FuturesOrderInput = {
    market,
    side,
    type,
    price,
    lots,
    leverage,
    takeProfit,
    stopLoss,
    triggerReference: reference,
    lastPrice,
    markPrice,
    available: loggedIn ? available : null,
  }
  const check = checkFuturesOrder(input)
  const { estimate } = check
  const loading = status === 'loading'
  const busy = pending || submitting
  const disabled = loading
  const pricePlaces = pricePrecision ?? decimalsOf(market.tickSize)

  const num = (value: string, decimals: number, minDecimals = 0) =>
    formatNumber(value, { locale, decimals, minDecimals })
  const usdt = (value: string) => `${num(value, USDT_SHOWN, 2)} ${market.quote}`
  const priceText = (value: string) => num(value, pricePlaces, pricePlaces)

  const messageValues = { min: market.minLots, max: market.maxLots, tick: market.tickSize }
  const errorFor = (field: FuturesOrderField): string | undefined => {
    const server = serverFields[field]
    if (server) return server
    const code = check.errors[field]
    if (!code || !(attempted || touched[field])) return undefined
    return formatMessage(labels.errors[code], messageValues)
  }
  const warningText =
    check.warning && !check.errors.stopLoss && (attempted || touched.stopLoss)
      ? labels.errors[check.warning]
      : undefined

  const resetFeedback = (field?: FuturesOrderField | 'leverage') => {
    setSubmitError(null)
    setPlaced(false)
    if (field) {
      setServerFields((fields) => {
        if (!(field in fields)) return fields
        const next = { ...fields }
        delete next[field]
        return next
      })
    }
  }
  const touch = (field: FuturesOrderField) => setTouched((t) => ({ ...t, [field]: true }))
  /** A price on the market's tick grid: the limit price, the take-profit or the stop-loss. */
  const priceInput = (
    field: 'price' | 'takeProfit' | 'stopLoss',
    value: string,
    set: (value: string) => void,
    extra: { label: string; suffix?: string; hint?: ReactNode },
  ) => (
    <NumberInput
      ref={refs[field]}
      {...extra}
      value={value}
      locale={locale}
      precision={pricePlaces}
      step={market.tickSize}
      min="0"
      disabled={disabled}
      error={errorFor(field)}
      onChange={({ value: next }) => {
        set(next)
        resetFeedback(field)
      }}
      onBlur={() => touch(field)}
    />
  )

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy || disabled) return
    setAttempted(true)
    setServerFields({})
    if (!check.ok) {
      const order: FuturesOrderField[] = ['price', 'lots', 'takeProfit', 'stopLoss']
      const first = order.find((field) => check.errors[field])
      if (first) refs[first].current?.focus()
      return
    }
    setPending(true)
    setSubmitError(null)
    setPlaced(false)
    try {
      await onSubmit(futuresOrderRequest(input))
      setPlaced(true)
      setLots('')
      setTakeProfit('')
      setStopLoss('')
      setTouched({})
      setAttempted(false)
    } catch (error) {
      const fields = submitFieldErrors(error)
      setServerFields(fields)
      const message = error instanceof Error && error.message ? error.message : labels.submitFailed
      // A refusal is shown on the fields it names; above the button only when no field shows it.
      const named = Object.keys(fields)
      const onFields = named.length > 0 && named.every((f) => SHOWN_FIELDS.includes(f))
      setSubmitError(onFields ? null : message)
    } finally {
      setPending(false)
    }
  }

  const referenceName = reference === 'mark' ? labels.referenceMark : labels.referenceLast
  const leverageError = serverFields.leverage

  return (
    <Root aria-label={labels.title} aria-busy={loading || undefined} {...rest}>
      <SideSwitch
        label={labels.side}
        sides={[
          { value: 'long', label: labels.long },
          { value: 'short', label: labels.short },
        ]}
        value={side}
        onChange={({ value }) => {
          setSide(value)
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
          resetFeedback('price')
        }}
      />
      <Form noValidate onSubmit={(event) => void submit(event)}>
        {type === 'limit' ? (
          priceInput('price', price, setPrice, { label: labels.price, suffix: market.quote })
        ) : (
          <MarketPriceField label={labels.price} text={labels.marketPrice} />
        )}

        <NumberInput
          ref={refs.lots}
          label={labels.lots}
          value={lots}
          locale={locale}
          precision={0}
          step="1"
          min={String(market.minLots)}
          max={String(market.maxLots)}
          disabled={disabled}
          error={errorFor('lots')}
          hint={formatMessage(labels.lotsHint, {
            multiplier: market.multiplier,
            base: market.base,
            min: market.minLots,
            max: market.maxLots,
          })}
          onChange={({ value }) => {
            setLots(value)
            resetFeedback('lots')
          }}
          onBlur={() => touch('lots')}
        />

        <FieldBlock>
          <FieldLabel id={`${ids}-leverage`}>{labels.leverage}</FieldLabel>
          <Segmented
            role="group"
            aria-labelledby={`${ids}-leverage`}
            {...(leverageError ? { 'aria-describedby': `${ids}-leverage-error` } : {})}
          >
            {market.leverageOptions.map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={leverage === option}
                disabled={disabled}
                onClick={() => {
                  setLeverage(option)
                  resetFeedback('leverage')
                }}
              >
                {formatMessage(labels.leverageOption, { leverage: option })}
              </button>
            ))}
          </Segmented>
          {leverageError ? (
            <Warning id={`${ids}-leverage-error`} role="alert">
              {leverageError}
            </Warning>
          ) : null}
        </FieldBlock>

        <FieldBlock>
          <TpSlHead>
            <FieldLabel>{labels.tpsl}</FieldLabel>
            <Segmented role="group" aria-label={labels.triggerReference}>
              {(['last', 'mark'] as const).map((value) => (
                <button
                  key={value}
                  type="button"
                  aria-pressed={reference === value}
                  disabled={disabled}
                  onClick={() => {
                    setReference(value)
                    resetFeedback()
                  }}
                >
                  {value === 'mark' ? labels.referenceMark : labels.referenceLast}
                </button>
              ))}
            </Segmented>
          </TpSlHead>
          <TpSlFields>
            {priceInput('takeProfit', takeProfit, setTakeProfit, { label: labels.takeProfit })}
            {priceInput('stopLoss', stopLoss, setStopLoss, {
              label: labels.stopLoss,
              hint: warningText ? <Warning>{warningText}</Warning> : undefined,
            })}
          </TpSlFields>
          <Term data-testid="reference-now">
            {formatMessage(labels.referenceNow, {
              reference: referenceName,
              price: check.referencePrice === null ? '–' : priceText(check.referencePrice),
            })}
          </Term>
        </FieldBlock>

        <Summary>
          <FigureRow term={labels.notional} testId="notional">
            {estimate ? usdt(estimate.notional) : '–'}
          </FigureRow>
          <FigureRow term={labels.margin} testId="margin">
            {estimate ? usdt(estimate.margin) : '–'}
          </FigureRow>
          <FigureRow term={labels.openFee} testId="fee">
            {estimate ? usdt(estimate.fee) : '–'}
          </FigureRow>
          <FigureRow term={labels.totalCost} testId="total">
            {estimate ? usdt(estimate.total) : '–'}
          </FigureRow>
          <FigureRow term={labels.liquidationPrice} testId="liquidation">
            {!estimate
              ? '–'
              : estimate.liquidationPrice === null
                ? labels.noLiquidation
                : `${priceText(estimate.liquidationPrice)} ${market.quote}`}
          </FigureRow>
          <AvailableRow
            term={labels.available}
            loading={loading}
            value={loggedIn && available !== null ? usdt(available) : '–'}
            link={
              loggedIn && onTransfer
                ? { text: labels.transfer, label: labels.transferLong, onClick: onTransfer }
                : undefined
            }
          />
        </Summary>

        <SubmitBlock
          loggedIn={loggedIn}
          tone={side === 'long' ? 'positive' : 'negative'}
          submitLabel={side === 'long' ? labels.submitLong : labels.submitShort}
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
    </Root>
  )
}

FuturesOrderForm.displayName = 'FuturesOrderForm'
