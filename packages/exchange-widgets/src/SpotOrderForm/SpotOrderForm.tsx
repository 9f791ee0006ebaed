import { formatMessage, amountPrecision } from '@bourse/rules'
import { Alert, NumberInput, Slider } from '@bourse/ui'
import { lazy, Suspense } from 'react'
import {
  AvailableRow,
  FigureRow,
  MarketPriceField,
  OrderTypeTabs,
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

const loadConfirm = () => import('./SpotOrderConfirm')
/** The confirmation dialog's chunk: fetched on the first hover or focus of the form. */
const SpotOrderConfirm = lazy(loadConfirm)
const preloadConfirm = () => void loadConfirm()

export { defaultSpotOrderFormLabels, type SpotOrderFormLabels } from './SpotOrderForm.labels'
export type {
  SpotBuyBy,
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
  loggedIn,
  onLogin,
  onDepositRequest,
  ...props
}: SpotOrderFormProps) {
  const form = useSpotOrderForm(props)
  const { market, lastPrice, locale } = form

  return (
    <Root aria-label={form.labels.title} aria-busy={form.loading || undefined} {...form.attributes}>
      <SideSwitch
        label={form.labels.side}
        sides={[
          { value: 'buy', label: form.labels.buy },
          { value: 'sell', label: form.labels.sell },
        ]}
        value={form.side}
        onChange={({ value }) => {
          form.setSide(value)
          form.setSliderPercent(null)
          form.resetFeedback()
        }}
      />
      <OrderTypeTabs
        label={form.labels.type}
        names={form.labels}
        value={form.type}
        onChange={({ value }) => {
          form.setType(value)
          form.setSliderPercent(null)
          form.resetFeedback()
        }}
      />
      {form.marketIssue ? (
        <Alert tone="warning">{form.labels.errors[form.marketIssue.code]}</Alert>
      ) : null}
      <Form
        noValidate
        onSubmit={form.submit}
        onPointerEnter={preloadConfirm}
        onFocus={preloadConfirm}
      >
        {form.type === 'limit' ? (
          <NumberInput
            ref={form.priceRef}
            label={form.labels.price}
            suffix={market.quote}
            value={form.price}
            locale={locale}
            precision={market.pricePrecision}
            step={market.tickSize}
            min="0"
            disabled={form.disabled}
            error={form.priceError}
            onChange={({ value }) => {
              form.setPrice(value)
              form.setSliderPercent(null)
              form.resetFeedback()
            }}
            onBlur={() => form.touch('price')}
          />
        ) : (
          <MarketPriceField label={form.labels.price} text={form.labels.marketPrice} />
        )}

        {form.type === 'market' && form.side === 'buy' ? (
          <Row>
            <Term id={`${form.ids}-buy-by`}>{form.labels.buyBy}</Term>
            <Toggle role="group" aria-labelledby={`${form.ids}-buy-by`}>
              {(['quantity', 'total'] as const).map((mode) => (
                <button
                  key={mode}
                  type="button"
                  aria-pressed={form.amountMode === mode}
                  disabled={form.disabled}
                  onClick={() => {
                    form.setAmountMode(mode)
                    form.setSliderPercent(null)
                    form.resetFeedback()
                  }}
                >
                  {mode === 'quantity' ? form.labels.quantity : form.labels.total}
                </button>
              ))}
            </Toggle>
          </Row>
        ) : null}

        {form.byTotal ? (
          <NumberInput
            ref={form.amountRef}
            label={form.labels.total}
            suffix={market.quote}
            value={form.quoteAmount}
            locale={locale}
            precision={amountPrecision(market)}
            min="0"
            disabled={form.disabled}
            error={form.amountError}
            onChange={({ value }) => {
              form.setQuoteAmount(value)
              form.setSliderPercent(null)
              form.resetFeedback()
            }}
            onBlur={() => form.touch('quoteAmount')}
          />
        ) : (
          <NumberInput
            ref={form.quantityRef}
            label={form.labels.quantity}
            suffix={market.base}
            value={form.quantity}
            locale={locale}
            precision={market.quantityPrecision}
            step={market.lotSize}
            min="0"
            disabled={form.disabled}
            error={form.quantityError}
            onChange={({ value }) => {
              form.setQuantity(value)
              form.setSliderPercent(null)
              form.resetFeedback()
            }}
            onBlur={() => form.touch('quantity')}
            // The order-total problem is fixed through the quantity, so the field names it too.
            {...(form.totalError ? { 'aria-describedby': form.totalErrorId } : {})}
          />
        )}

        <Slider
          label={form.labels.percent}
          hideLabel
          value={form.sliderValue}
          tone={form.side === 'buy' ? 'positive' : 'negative'}
          markText={(v) => (v === 100 ? form.labels.max : `${v}%`)}
          disabled={form.disabled || form.available === null}
          onChange={form.onPercent}
        />

        <Summary>
          <AvailableRow
            term={form.labels.available}
            loading={form.loading}
            value={
              form.available === null ? '–' : `${form.balance(form.available)} ${form.spendAsset}`
            }
            link={
              loggedIn && onDepositRequest
                ? {
                    text: form.labels.deposit,
                    label: formatMessage(form.labels.depositAsset, { asset: form.spendAsset }),
                    onClick: () => onDepositRequest({ asset: form.spendAsset }),
                  }
                : undefined
            }
          />
          {form.max !== null ? (
            <FigureRow
              term={form.side === 'buy' ? form.labels.maxBuy : form.labels.maxSell}
              testId="max"
            >
              {form.qty(form.max)} {market.base}
            </FigureRow>
          ) : null}
          {form.byTotal ? (
            <FigureRow term={form.labels.estimatedQuantity} testId="estimated-quantity">
              {form.estimatedQuantity === null
                ? '–'
                : `${form.labels.approx} ${form.qty(form.estimatedQuantity)} ${market.base}`}
            </FigureRow>
          ) : (
            <FigureRow term={form.labels.total} testId="total">
              {form.total === null
                ? '–'
                : `${form.type === 'market' ? `${form.labels.approx} ` : ''}${form.quoteNum(form.total)} ${market.quote}`}
            </FigureRow>
          )}
          {form.totalError ? (
            <ErrorText id={form.totalErrorId} role="alert">
              {form.totalError}
            </ErrorText>
          ) : null}
          {form.rate !== null ? (
            <FigureRow term={form.taker ? form.labels.feeTaker : form.labels.feeMaker} testId="fee">
              {form.fee === null ? '–' : `${form.feeText(form.fee)} ${form.feeAsset}`}
            </FigureRow>
          ) : null}
        </Summary>

        <SubmitBlock
          loggedIn={loggedIn}
          tone={form.side === 'buy' ? 'positive' : 'negative'}
          submitLabel={formatMessage(
            form.side === 'buy' ? form.labels.submitBuy : form.labels.submitSell,
            {
              base: market.base,
            },
          )}
          submittingLabel={form.labels.submitting}
          loginLabel={form.labels.loginToTrade}
          error={form.submitError}
          done={form.placed ? form.labels.placed : null}
          disabled={form.disabled}
          loginDisabled={form.loading}
          busy={form.busy}
          onLogin={onLogin}
        />
      </Form>

      {form.confirm ? (
        <Suspense fallback={null}>
          <SpotOrderConfirm
            labels={form.labels}
            onCancel={() => form.setConfirm(null)}
            onConfirm={() => void form.send()}
          >
            {formatMessage(
              form.confirm.direction === 'above'
                ? form.labels.confirmAbove
                : form.labels.confirmBelow,
              {
                percent: form.num(form.confirm.percent, 2),
                lastPrice: lastPrice ? form.priceText(lastPrice) : '–',
              },
            )}
          </SpotOrderConfirm>
        </Suspense>
      ) : null}
    </Root>
  )
}

SpotOrderForm.displayName = 'SpotOrderForm'
