import type { SpotOrderType } from '@bourse/api-client'
import {
  checkFuturesOrder,
  defaultLeverage,
  futuresOrderRequest,
  type FuturesOrderField,
  type FuturesOrderInput,
  formatMessage,
} from '@bourse/rules'
import type { PositionSide, TriggerReference } from '@bourse/rules/contracts'
import { decimalsOf } from '@bourse/rules/decimal'
import { NO_VALUE, NumberInput, formatBalance, formatPrice, formatTotal } from '@bourse/ui'
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { submitFieldErrors } from '../shared/submitError/submitError'
import {
  AvailableRow,
  ChoiceButtons,
  FigureRow,
  MarketPriceField,
  OrderTypeTabs,
  refusalMessage,
  SideSwitch,
  SubmitBlock,
  useEntryFeedback,
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
import { defaultFuturesOrderFormLabels } from './FuturesOrderForm.labels'
import { Segmented, TpSlFields, TpSlHead } from './FuturesOrderForm.styles'
import type { FuturesOrderFormProps } from './FuturesOrderForm.types'
import { futuresOrderFormLabelKeys } from './FuturesOrderForm.messages'
import { useWidgetLabels } from '../shared/widgetMessages'

export {
  defaultFuturesOrderFormLabels,
  type FuturesOrderFormLabels,
} from './FuturesOrderForm.labels'
export type { FuturesOrderFormLabelsInput, FuturesOrderFormProps } from './FuturesOrderForm.types'

const REFERENCES: readonly TriggerReference[] = ['last', 'mark']
/** The cost rows of the summary: the estimate's figure (also the row's test id) and its term. */
const COST_ROWS = [
  ['notional', 'notional'],
  ['margin', 'margin'],
  ['fee', 'openFee'],
  ['total', 'totalCost'],
] as const
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
  const labels = useWidgetLabels(
    defaultFuturesOrderFormLabels,
    futuresOrderFormLabelKeys,
    labelsProp,
  )
  const ids = useId()
  const [side, setSide] = useState<PositionSide>(defaultSide)
  const [type, setType] = useState<SpotOrderType>(defaultType)
  const [price, setPrice] = useState('')
  const [lots, setLots] = useState('')
  const [leverage, setLeverage] = useState(() => defaultLeverage(market))
  const [takeProfit, setTakeProfit] = useState('')
  const [stopLoss, setStopLoss] = useState('')
  const [reference, setReference] = useState<TriggerReference>('last')
  const [serverFields, setServerFields] = useState<Readonly<Record<string, string>>>({})
  const feedback = useEntryFeedback<FuturesOrderField>()
  const { setAttempted, pending, submitError, placed, setPlaced, shows, touch } = feedback
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

  /** A cost row: `–` until it can be worked out from valid (never negative) input (docs/adr/0029). */
  const cost = (value: string | undefined, fee: boolean) => {
    const text = formatTotal(value, { locale, fee })
    return value === undefined || text === NO_VALUE ? NO_VALUE : `${text} ${market.quote}`
  }
  const priceText = (value: string) => formatPrice(value, { locale, precision: pricePlaces })

  const messageValues = { min: market.minLots, max: market.maxLots, tick: market.tickSize }
  const errorFor = (field: FuturesOrderField): string | undefined => {
    const server = serverFields[field]
    if (server) return server
    const code = check.errors[field]
    if (!code || !shows(field)) return undefined
    return formatMessage(labels.errors[code], messageValues)
  }
  const warningText =
    check.warning && !check.errors.stopLoss && shows('stopLoss')
      ? labels.errors[check.warning]
      : undefined

  const resetFeedback = (field?: FuturesOrderField | 'leverage') => {
    feedback.resetFeedback()
    if (field) {
      setServerFields((fields) => {
        if (!(field in fields)) return fields
        const next = { ...fields }
        delete next[field]
        return next
      })
    }
  }
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
    await feedback.send(
      async () => {
        await onSubmit(futuresOrderRequest(input))
        setLots('')
        setTakeProfit('')
        setStopLoss('')
      },
      (error) => {
        const fields = submitFieldErrors(error)
        setServerFields(fields)
        const message = refusalMessage(error, labels.submitFailed)
        // A refusal is shown on the fields it names; above the button only when no field shows it.
        const named = Object.keys(fields)
        const onFields = named.length > 0 && named.every((f) => SHOWN_FIELDS.includes(f))
        feedback.setSubmitError(onFields ? null : message)
      },
    )
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
      <OrderTypeTabs
        label={labels.type}
        names={labels}
        value={type}
        onChange={({ value }) => {
          setType(value)
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
            <ChoiceButtons
              options={market.leverageOptions}
              value={leverage}
              disabled={disabled}
              text={(option) => formatMessage(labels.leverageOption, { leverage: option })}
              onChange={({ value }) => {
                setLeverage(value)
                resetFeedback('leverage')
              }}
            />
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
              <ChoiceButtons
                options={REFERENCES}
                value={reference}
                disabled={disabled}
                text={(value) => (value === 'mark' ? labels.referenceMark : labels.referenceLast)}
                onChange={({ value }) => {
                  setReference(value)
                  resetFeedback()
                }}
              />
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
          {COST_ROWS.map(([figure, term]) => (
            <FigureRow key={figure} term={labels[term]} testId={figure}>
              {cost(estimate?.[figure], figure === 'fee')}
            </FigureRow>
          ))}
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
            value={
              loggedIn && available !== null
                ? `${formatBalance(available, { locale })} ${market.quote}`
                : '–'
            }
            link={
              loggedIn && onTransfer
                ? { text: labels.transfer, label: labels.transferLong, onClick: () => onTransfer() }
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
