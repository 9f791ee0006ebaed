import { formatMessage, amountPrecision } from '@bourse/rules'
import { Alert, ConfirmModal, NumberInput, Slider, Tabs } from '@bourse/ui'
import type { SpotOrderType } from '@bourse/api-client'
import {
  AvailableRow,
  FigureRow,
  MarketPriceField,
  SideSwitch,
  SubmitBlock,
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
import type { SpotOrderFormProps } from './SpotOrderForm.types'
import { useSpotOrderForm } from './useSpotOrderForm'

export { defaultSpotOrderFormLabels, type SpotOrderFormLabels } from './SpotOrderForm.labels'
export type {
  SpotOrderFormLabelsInput,
  SpotOrderFormProps,
  SpotOrderSubmit,
} from './SpotOrderForm.types'

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
  const {
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
    submitError,
    placed,
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
    estimatedQuantity,
    total,
    taker,
    rate,
    fee,
    feeAsset,
    max,
    sliderValue,
    num,
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
  } = useSpotOrderForm({
    market,
    lastPrice,
    bestBid,
    bestAsk,
    balances,
    feeRate,
    pickedPrice,
    status,
    submitting,
    labelsProp,
    locale,
    defaultSide,
    defaultType,
    onSubmit,
  })

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
